"""A streamed chat body read from the socket itself (`chat.providers.chunked_body`): chunked encoding
decoded however the bytes are cut, the connection reused after it, what isn't whole failing as
httpx fails it, and responses it can't take whole read through httpx as before."""

from __future__ import annotations

import asyncio
import contextlib
import json
import ssl
import time

import httpx2
import pytest

from budget.pricing import Prices
from chat.providers.asyncio_network import AsyncioTransport
from chat.providers.base import ModelRequest, ProviderStreamBroken, TextDelta
from chat.providers.chunked_body import ChunkedDecoder, socket_body
from chat.providers.openai_compatible import OpenAICompatibleProvider
from chat.tests.test_provider_network import self_signed_certificate

WORDS = ["The ", "ledger ", "was ", "rewritten ", "[[project-ledger]]."]


def chunked(*pieces: bytes, trailers: bytes = b"") -> bytes:
    return b"".join(b"%X\r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\n" + trailers + b"\r\n"


def decoded(body: bytes, size: int) -> tuple[bytes, bool]:
    decoder, out = ChunkedDecoder(), []
    for start in range(0, len(body), size):
        out.append(decoder.feed(body[start : start + size]))
    return b"".join(out), decoder.ended


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8, 1000])
def test_the_data_is_the_same_however_the_body_is_cut(size):
    body = chunked(b"hello ", b"world" * 40, trailers=b"X-Checksum: 1\r\nX-Other: 2\r\n")

    assert decoded(body, size) == (b"hello " + b"world" * 40, True)


def test_chunk_extensions_and_upper_or_lower_case_hex_are_read():
    body = b"a;name=value\r\n0123456789\r\nA\r\nabcdefghij\r\n0\r\n\r\n"

    assert decoded(body, 4) == (b"0123456789abcdefghij", True)


def test_a_body_without_its_last_chunk_has_not_ended():
    assert decoded(chunked(b"hello")[:-5], 3) == (b"hello", False)


@pytest.mark.parametrize(
    "body",
    [b"zz\r\nhello\r\n", b"5\r\nhelloXX0\r\n\r\n", b"-5\r\nhello\r\n", b"5" * 5000],
    ids=["not_hex", "no_crlf_after_data", "negative", "endless_size_line"],
)
def test_what_isnt_chunked_encoding_is_a_protocol_error(body):
    with pytest.raises(httpx2.RemoteProtocolError):
        ChunkedDecoder().feed(body)


# --- Against real sockets ---------------------------------------------------------------------------
def sse(text: str, finish: bool = True) -> list[bytes]:
    events = [
        {"choices": [{"index": 0, "delta": {"content": word}, "finish_reason": None}]} for word in WORDS
    ]
    if finish:
        events.append({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
    lines = [b"data: " + json.dumps(event).encode() + b"\n\n" for event in events]
    return [*lines, b"data: [DONE]\n\n"] if finish else lines


HEAD = b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"


async def serve(answer, *, ssl_context=None):
    """A server that runs `answer(writer)` for each request; the connections it saw are counted."""
    connections = []

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connections.append(writer)
        with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError, ssl.SSLError):
            while head := await reader.readuntil(b"\r\n\r\n"):
                length = int(
                    next(
                        (
                            line.split(b":")[1]
                            for line in head.split(b"\r\n")
                            if line.lower().startswith(b"content-length")
                        ),
                        b"0",
                    )
                )
                await reader.readexactly(length)
                if not await answer(writer):
                    writer.close()
                    return

    server = await asyncio.start_server(handle, "127.0.0.1", 0, ssl=ssl_context)
    scheme = "https" if ssl_context else "http"
    return server, f"{scheme}://127.0.0.1:{server.sockets[0].getsockname()[1]}/v1", connections


def whole_stream(*, all_at_once: bool = False, interim: bool = False, bare_lf: bool = False):
    async def answer(writer: asyncio.StreamWriter) -> bool:
        body = chunked(*sse(""))
        head = HEAD.replace(b"\r\n", b"\n") if bare_lf else HEAD  # h11 takes a head with bare LFs
        if all_at_once:  # the head and the whole body in one segment
            writer.write((b"HTTP/1.1 100 Continue\r\n\r\n" if interim else b"") + head + body)
        else:
            writer.write(head)
            await writer.drain()
            for start in range(0, len(body), 37):
                writer.write(body[start : start + 37])
                await writer.drain()
                await asyncio.sleep(0.001)
        await writer.drain()
        return True  # keep the connection

    return answer


def provider(url: str, **options) -> OpenAICompatibleProvider:
    return OpenAICompatibleProvider(
        name="openai_compatible",
        model="m",
        prices=Prices(input=1, cached=0, output=1),
        base_url=url,
        api_key="k",
        retries=0,
        **options,
    )


async def texts(model: OpenAICompatibleProvider, turns: int) -> list[str]:
    request = ModelRequest(messages=[{"role": "user", "content": "q"}], tools=[])
    out = []
    for _ in range(turns):
        out.append("".join([i.text async for i in model.stream(request) if isinstance(i, TextDelta)]))
    return out


@pytest.mark.parametrize(
    ("all_at_once", "interim", "bare_lf"),
    [(False, False, False), (True, False, False), (True, True, False), (True, False, True)],
)
def test_a_chat_stream_read_from_the_socket_leaves_the_connection_reusable(all_at_once, interim, bare_lf):
    async def scenario():
        server, url, connections = await serve(
            whole_stream(all_at_once=all_at_once, interim=interim, bare_lf=bare_lf)
        )
        async with server:
            return await texts(provider(url), 3), len(connections)

    assert asyncio.run(scenario()) == (["".join(WORDS)] * 3, 1)


def test_the_body_is_read_from_the_socket_over_tls_and_through_httpx_when_not_chunked(tmp_path):
    cert_path, key_path = self_signed_certificate(tmp_path)
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_context.load_cert_chain(cert_path, key_path)
    length_body = b"".join(sse(""))

    async def with_length(writer: asyncio.StreamWriter) -> bool:
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(length_body), length_body))
        await writer.drain()
        return True

    async def scenario():
        transport = AsyncioTransport(
            limits=httpx2.Limits(), verify=ssl.create_default_context(cafile=cert_path)
        )
        results = []
        for answer in (whole_stream(), with_length):
            server, url, _ = await serve(answer, ssl_context=server_context)
            async with (
                server,
                httpx2.AsyncClient(transport=transport) as http,
                http.stream("POST", url) as response,
            ):
                reads = socket_body(response)
                source = reads or response.aiter_bytes()
                results.append((reads is not None, b"".join([data async for data in source])))
        return results

    (chunked_read, chunked_body), (length_read, length_data) = asyncio.run(scenario())
    assert chunked_read and chunked_body == b"".join(sse(""))
    assert not length_read and length_data == length_body


@pytest.mark.parametrize("failure", ["cut", "silent"])
def test_a_body_that_stops_mid_chunk_fails_the_stream(failure):
    async def answer(writer: asyncio.StreamWriter) -> bool:
        body = chunked(*sse("", finish=False))
        writer.write(HEAD + body[: len(body) // 2])
        await writer.drain()
        if failure == "silent":
            await asyncio.sleep(5)
        return False  # close

    async def scenario():
        server, url, _ = await serve(answer)
        async with server:
            return await texts(provider(url, request_timeout=0.3), 1)

    with pytest.raises(ProviderStreamBroken) as broken:
        asyncio.run(scenario())
    expected = "APITimeoutError" if failure == "silent" else "APIConnectionError"
    assert expected in str(broken.value)


@pytest.mark.parametrize("slow", ["model", "reader"])
def test_the_read_timeout_is_per_wait_not_for_the_whole_body(slow):
    """A body longer than the read timeout ends whole when data keeps coming (each wait is shorter),
    and so does one whose reader holds on to each piece for longer than the timeout. Each wait stays
    half a second inside the timeout: a busy machine's late wake-ups fit in it."""
    timeout = 0.8

    async def answer(writer: asyncio.StreamWriter) -> bool:
        writer.write(HEAD)
        for piece in sse(""):
            writer.write(chunked(piece)[: -len(b"0\r\n\r\n")])
            await writer.drain()
            await asyncio.sleep(0.3 if slow == "model" else 0.02)  # one network read each
        writer.write(b"0\r\n\r\n")
        await writer.drain()
        return True

    async def scenario() -> str:
        server, url, _ = await serve(answer)
        request = ModelRequest(messages=[{"role": "user", "content": "q"}], tools=[])
        async with server:
            text = []
            async for item in provider(url, request_timeout=timeout).stream(request):
                if isinstance(item, TextDelta):
                    text.append(item.text)
                if slow == "reader":
                    await asyncio.sleep(timeout + 0.2)
            return "".join(text)

    started = time.monotonic()
    assert asyncio.run(scenario()) == "".join(WORDS)
    assert time.monotonic() - started > 2 * timeout  # longer than two timeouts in all
