"""The provider's HTTP connections on asyncio's own streams, not anyio's.

httpcore's anyio backend pauses the socket after every read and resumes it before the next: two
epoll syscalls and a cancel scope per network read. A model streams a read per token or two, and a
busy process holds hundreds of streams, so that was most of what reading a stream cost (bench-load
--profile). An asyncio StreamReader keeps the socket registered and buffers what arrives; a read
takes what is there. Same HTTP (httpcore's h11 connection and pool), same errors, same timeouts.

A response head is read alone (up to its blank line), so that none of its body sits in h11's buffer:
a streamed chat body can then be read from the socket's reader directly (`chat.providers.chunked_body`),
without h11 and httpx's layers for each network read.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from collections.abc import Iterable, Iterator
from typing import Any

import httpcore2
import httpx2

HAPPY_EYEBALLS_DELAY = 0.25  # as anyio's connect_tcp: an IPv6 address that hangs doesn't stall IPv4


@contextlib.contextmanager
def _mapped(timeout_error: type[Exception], other_error: type[Exception]) -> Iterator[None]:
    try:
        yield
    except TimeoutError as error:
        raise timeout_error(str(error)) from error
    except (OSError, ssl.SSLError, EOFError) as error:
        raise other_error(str(error) or type(error).__name__) from error


async def _within(timeout: float | None, awaitable):
    if timeout is None:
        return await awaitable
    async with asyncio.timeout(timeout):
        return await awaitable


class AsyncioStream(httpcore2.AsyncNetworkStream):
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._reader, self._writer = reader, writer
        self._head_next = False  # a request was written: its response's head comes next
        self._body_untouched = False  # a head was just read alone: its body is all in the reader
        self._given_back = b""  # what the next read returns before the socket's data

    async def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        if self._given_back:
            data, self._given_back = self._given_back, b""
            return data
        with _mapped(httpcore2.ReadTimeout, httpcore2.ReadError):
            if self._head_next:
                return await _within(timeout, self._read_head(max_bytes))
            self._body_untouched = False
            return await _within(timeout, self._reader.read(max_bytes))

    async def _read_head(self, max_bytes: int) -> bytes:
        """Line by line up to the blank line that ends the head (CRLF or a bare LF, as h11 takes it)."""
        lines, size = [], 0
        while True:
            try:
                line = await self._reader.readline()
            except ValueError:  # a line longer than the reader's limit: h11 gets what comes
                self._head_next = False
                return b"".join(lines) + await self._reader.read(max_bytes)
            lines.append(line)
            size += len(line)
            if not line.endswith(b"\n") or size > max_bytes:  # the peer closed, or no head we read
                self._head_next = False
                return b"".join(lines)
            if line in (b"\r\n", b"\n") and len(lines) > 1:
                break
        # An interim response ("HTTP/1.1 100 Continue") has the real head after it.
        self._head_next = lines[0][9:10] == b"1"
        self._body_untouched = not self._head_next
        return b"".join(lines)

    def body_reader(self) -> asyncio.StreamReader | None:
        """The socket's reader when nothing of the response body after the head was read (else
        None), for reading that body directly. Whoever takes it reads the whole body, then gives
        h11 the end of the message (`give_back`) so that the connection can be reused."""
        untouched, self._body_untouched = self._body_untouched, False
        return self._reader if untouched else None

    def give_back(self, data: bytes) -> None:
        """The next read returns `data` before anything from the socket."""
        self._given_back = data

    async def write(self, buffer: bytes, timeout: float | None = None) -> None:
        if not buffer:
            return
        self._head_next, self._body_untouched = True, False
        with _mapped(httpcore2.WriteTimeout, httpcore2.WriteError):
            self._writer.write(buffer)
            await _within(timeout, self._writer.drain())

    async def aclose(self) -> None:
        # Not waiting for the close: a TLS goodbye to a peer that went quiet could hold a cancelled
        # turn for the SSL shutdown timeout. The loop finishes closing the transport.
        self._writer.close()

    async def start_tls(
        self, ssl_context: ssl.SSLContext, server_hostname: str | None = None, timeout: float | None = None
    ) -> httpcore2.AsyncNetworkStream:
        with _mapped(httpcore2.ConnectTimeout, httpcore2.ConnectError):
            try:
                await self._writer.start_tls(
                    ssl_context, server_hostname=server_hostname, ssl_handshake_timeout=timeout
                )
            except BaseException:
                self._writer.close()
                raise
        return self

    def get_extra_info(self, info: str) -> Any:
        if info == "is_readable":
            # The reader consumes the socket as data comes; an idle connection the server closed
            # shows as end of stream (or an error) here, not as a readable socket.
            reader = self._reader
            return reader.at_eof() or reader.exception() is not None or self._writer.transport.is_closing()
        name = {"client_addr": "sockname", "server_addr": "peername"}.get(info, info)
        if name not in ("ssl_object", "sockname", "peername", "socket"):
            return None
        return self._writer.get_extra_info(name)


class AsyncioBackend(httpcore2.AsyncNetworkBackend):
    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[httpcore2.SOCKET_OPTION] | None = None,
    ) -> httpcore2.AsyncNetworkStream:
        with _mapped(httpcore2.ConnectTimeout, httpcore2.ConnectError):
            reader, writer = await _within(
                timeout,
                asyncio.open_connection(
                    host,
                    port,
                    local_addr=(local_address, 0) if local_address else None,
                    happy_eyeballs_delay=HAPPY_EYEBALLS_DELAY,
                ),
            )
        for option in socket_options or ():  # asyncio sets TCP_NODELAY itself
            writer.get_extra_info("socket").setsockopt(*option)
        return AsyncioStream(reader, writer)

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[httpcore2.SOCKET_OPTION] | None = None,
    ) -> httpcore2.AsyncNetworkStream:
        with _mapped(httpcore2.ConnectTimeout, httpcore2.ConnectError):
            reader, writer = await _within(timeout, asyncio.open_unix_connection(path))
        for option in socket_options or ():
            writer.get_extra_info("socket").setsockopt(*option)
        return AsyncioStream(reader, writer)

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


class AsyncioTransport(httpx2.AsyncHTTPTransport):
    """httpx's transport (proxies from the environment still get their own), with its connection
    pool on `AsyncioBackend`."""

    def __init__(self, *, limits: httpx2.Limits, verify: ssl.SSLContext | bool = True) -> None:
        # Not super().__init__: it would only build a pool (and load the CA bundle) to be replaced.
        self._pool = httpcore2.AsyncConnectionPool(
            ssl_context=httpx2.create_ssl_context(verify=verify),
            max_connections=limits.max_connections,
            max_keepalive_connections=limits.max_keepalive_connections,
            keepalive_expiry=limits.keepalive_expiry,
            network_backend=AsyncioBackend(),
        )
