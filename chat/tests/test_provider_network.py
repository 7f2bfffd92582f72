"""The provider's connections on asyncio streams (`chat.providers.asyncio_network`), against real
sockets: keep-alive reuse, a connection the server closed while idle, errors mapped as httpx maps them."""

from __future__ import annotations

import asyncio

import httpx2
import pytest

from chat.providers.asyncio_network import AsyncioTransport


async def serve(close_after_each: bool):
    """A tiny HTTP/1.1 server on 127.0.0.1: answers each request with its connection's number,
    keeps the connection open (or closes it right after answering, without saying so)."""
    connections = []

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connections.append(writer)
        number = len(connections)
        while await reader.readuntil(b"\r\n\r\n"):
            body = str(number).encode()
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
            await writer.drain()
            if close_after_each:
                writer.close()
                return

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    return server, f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/"


def client() -> httpx2.AsyncClient:
    return httpx2.AsyncClient(transport=AsyncioTransport(limits=httpx2.Limits(max_keepalive_connections=5)))


def test_it_reuses_a_kept_alive_connection():
    async def scenario() -> list[str]:
        server, url = await serve(close_after_each=False)
        async with server, client() as http:
            return [(await http.get(url)).text for _ in range(3)]

    assert asyncio.run(scenario()) == ["1", "1", "1"]


def test_it_takes_a_new_connection_when_the_server_closed_the_idle_one():
    async def scenario() -> list[str]:
        server, url = await serve(close_after_each=True)
        async with server, client() as http:
            first = (await http.get(url)).text
            await asyncio.sleep(0.2)  # the close reaches the client while the connection is idle
            return [first, (await http.get(url)).text]

    assert asyncio.run(scenario()) == ["1", "2"]


def test_a_refused_connection_is_a_connect_error():
    async def scenario() -> None:
        server, url = await serve(close_after_each=False)
        server.close()
        await server.wait_closed()
        async with client() as http:
            await http.get(url)

    with pytest.raises(httpx2.ConnectError):
        asyncio.run(scenario())


def test_a_silent_server_is_a_read_timeout():
    async def scenario() -> None:
        async def never_answer(reader, writer) -> None:
            await asyncio.sleep(5)

        server = await asyncio.start_server(never_answer, "127.0.0.1", 0)
        url = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/"
        async with client() as http:
            await http.get(url, timeout=httpx2.Timeout(5, read=0.2))
        server.close()

    with pytest.raises(httpx2.ReadTimeout):
        asyncio.run(scenario())
