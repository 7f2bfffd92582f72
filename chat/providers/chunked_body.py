"""A streamed response body read from the socket itself: HTTP/1.1 chunked transfer encoding, decoded here.

A model streams a network read per token or two, and a busy process holds hundreds of streams.
Through httpx each read went through h11 (two events) and eight layers of async iterators with a
timeout scope each: most of what reading a stream cost (bench-load --profile). Here a read is one
await on the socket's reader and a few `bytes.find`s. Only for what it can take whole: HTTP/1.1,
chunked, no content encoding, on our own connections (`AsyncioStream`) with nothing of the body read
yet; anything else goes through httpx as before. Errors are httpx's, as httpx would raise them.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import httpx2

from chat.providers.asyncio_network import AsyncioStream

MAX_LINE = 4096  # a chunk-size or trailer line longer than this is no HTTP we speak
MESSAGE_END = b"0\r\n\r\n"  # what h11 is given at the end, to finish the response it started


class ChunkedDecoder:
    """The data of a chunked body, fed in pieces cut anywhere; `ended` once its last chunk and
    trailers are in. Raises httpx2.RemoteProtocolError on what isn't chunked encoding."""

    def __init__(self) -> None:
        self._pending = b""  # an incomplete size line, chunk end or trailer
        self._left = 0  # data bytes of the current chunk still to come
        self._chunk_end = False  # the CRLF after a chunk's data is next
        self._trailers = False  # after the last chunk: trailer lines until an empty one
        self.ended = False

    def feed(self, data: bytes) -> bytes:
        buffer, position, out = self._pending + data if self._pending else data, 0, []
        while not self.ended:
            if self._left:
                piece = buffer[position : position + self._left]
                out.append(piece)
                position += len(piece)
                self._left -= len(piece)
                if self._left:
                    break
                self._chunk_end = True
            if self._chunk_end:
                if len(buffer) - position < 2:
                    break
                if buffer[position : position + 2] != b"\r\n":
                    raise httpx2.RemoteProtocolError("a chunk's data is not followed by CRLF")
                position += 2
                self._chunk_end = False
            end = buffer.find(b"\r\n", position)
            if end < 0:
                if len(buffer) - position > MAX_LINE:
                    raise httpx2.RemoteProtocolError("a chunk-size or trailer line too long")
                break
            line, position = buffer[position:end], end + 2
            if self._trailers:
                self.ended = not line  # an empty line ends the trailers, and the body
            elif (size := chunk_size(line)) == 0:
                self._trailers = True
            else:
                self._left = size
        self._pending = buffer[position:]
        return b"".join(out)


def chunk_size(line: bytes) -> int:
    try:
        size = int(line.split(b";", 1)[0].strip(b" \t"), 16)
    except ValueError:
        raise httpx2.RemoteProtocolError("a chunk-size line that isn't hexadecimal") from None
    if size < 0:
        raise httpx2.RemoteProtocolError("a negative chunk size")
    return size


def socket_body(response: httpx2.Response, *, read_bytes: int = 65536) -> AsyncIterator[bytes] | None:
    """The body's data, one item per network read, straight from the socket; None when this
    response must be read through httpx (see the module's docstring)."""
    stream = response.extensions.get("network_stream")
    if (
        not isinstance(stream, AsyncioStream)
        or response.http_version != "HTTP/1.1"
        or response.headers.get("transfer-encoding", "").lower() != "chunked"
        or response.headers.get("content-encoding", "identity").lower() != "identity"
    ):
        return None
    reader = stream.body_reader()
    if reader is None:
        return None
    timeout = response.request.extensions.get("timeout", {}).get("read")
    return _reads(response, stream, reader, timeout, read_bytes)


async def _reads(
    response: httpx2.Response,
    stream: AsyncioStream,
    reader: asyncio.StreamReader,
    timeout: float | None,
    read_bytes: int,
) -> AsyncIterator[bytes]:
    decoder, request = ChunkedDecoder(), response.request
    while not decoder.ended:
        try:
            if timeout is None:
                data = await reader.read(read_bytes)
            else:
                async with asyncio.timeout(timeout):
                    data = await reader.read(read_bytes)
        except TimeoutError:
            raise httpx2.ReadTimeout("no data from the model in time", request=request) from None
        except OSError as error:
            raise httpx2.ReadError(str(error) or type(error).__name__, request=request) from error
        if not data:
            raise httpx2.RemoteProtocolError("the body ended before its last chunk", request=request)
        if payload := decoder.feed(data):
            yield payload
    # h11 still waits for the body it was never given: its end lets the connection be reused.
    stream.give_back(MESSAGE_END)
    async for _ in response.aiter_raw():
        pass
