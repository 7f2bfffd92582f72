"""The provider's connections on asyncio streams (`chat.providers.asyncio_network`), against real
sockets: keep-alive reuse, a connection the server closed while idle, errors mapped as httpx maps them."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import ssl

import httpx2
import pytest

from budget.pricing import Prices
from chat.providers.asyncio_network import AsyncioTransport
from chat.providers.base import ModelRequest, ProviderStreamBroken, TextDelta
from chat.providers.openai_compatible import OpenAICompatibleProvider
from tests.support.fake_openai import FakeOpenAI, ScriptedReply


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


def self_signed_certificate(directory) -> tuple[str, str]:
    """A certificate for 127.0.0.1 and its key, as PEM files: every real provider is reached over TLS."""
    import datetime

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), True)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = directory / "cert.pem", directory / "key.pem"
    cert_path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    return str(cert_path), str(key_path)


async def serve_tls(cert_path: str, key_path: str):
    """A server that answers every request over TLS with the word `secure`."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert_path, key_path)

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError, ssl.SSLError):
            while await reader.readuntil(b"\r\n\r\n"):
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 6\r\n\r\nsecure")
                await writer.drain()

    server = await asyncio.start_server(handle, "127.0.0.1", 0, ssl=context)
    return server, f"https://127.0.0.1:{server.sockets[0].getsockname()[1]}/"


def test_it_speaks_tls_to_a_server_whose_certificate_it_trusts(tmp_path):
    cert_path, key_path = self_signed_certificate(tmp_path)

    async def scenario() -> list[str]:
        server, url = await serve_tls(cert_path, key_path)
        transport = AsyncioTransport(
            limits=httpx2.Limits(), verify=ssl.create_default_context(cafile=cert_path)
        )
        async with server, httpx2.AsyncClient(transport=transport) as http:
            return [(await http.get(url)).text for _ in range(2)]

    assert asyncio.run(scenario()) == ["secure", "secure"]


def test_it_refuses_a_certificate_it_does_not_trust(tmp_path):
    cert_path, key_path = self_signed_certificate(tmp_path)

    async def scenario() -> None:
        server, url = await serve_tls(cert_path, key_path)
        async with server, httpx2.AsyncClient(transport=AsyncioTransport(limits=httpx2.Limits())) as http:
            await http.get(url)

    with pytest.raises(httpx2.ConnectError, match="CERTIFICATE_VERIFY_FAILED"):
        asyncio.run(scenario())


def test_turns_share_a_kept_alive_model_connection_and_a_broken_one_is_replaced():
    """As real providers keep connections alive: the streams of one process's loop take turns on
    one connection; one that breaks mid-stream is not handed to the next stream."""
    whole = ScriptedReply(text="The ledger was rewritten. It took a year.", chunk_chars=5)
    broken = ScriptedReply(text="The ledger was rewritten.", drop="mid_stream", drop_after_chars=10)
    fake = FakeOpenAI(keep_alive=True, chat_replies=[whole, whole, broken, whole, whole]).start()
    provider = OpenAICompatibleProvider(
        name="openai_compatible", model="m", prices=Prices(1, 0, 1), base_url=fake.base_url, api_key="k"
    )
    provider.retries = 0
    request = ModelRequest(messages=[{"role": "user", "content": "q"}], tools=[])

    async def text() -> str:
        return "".join([i.text async for i in provider.stream(request) if isinstance(i, TextDelta)])

    async def scenario() -> list:
        seen = []
        for _ in range(5):
            try:
                seen.append((await text(), fake.connections))
            except ProviderStreamBroken:
                seen.append(("broken", fake.connections))
        return seen

    try:
        seen = asyncio.run(scenario())
    finally:
        fake.stop()
    said = "The ledger was rewritten. It took a year."
    assert seen == [(said, 1), (said, 1), ("broken", 1), (said, 2), (said, 2)]
