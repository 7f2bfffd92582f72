"""A fake OpenAI-compatible server for tests: real HTTP on 127.0.0.1, scripted answers.

It records every request (path, headers, JSON body) so a test can assert what the client sent.
Chat completions stream real SSE over chunked HTTP/1.1, so a dropped connection looks to the
client exactly like a real one (an incomplete body), not like a clean end of stream.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np


def deterministic_vector(text: str, dimensions: int) -> list[float]:
    """A unit vector that depends only on the text: equal texts, equal vectors."""
    seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
    vector = np.random.default_rng(seed).standard_normal(dimensions)
    return (vector / np.linalg.norm(vector)).tolist()


@dataclass
class RecordedRequest:
    path: str
    headers: dict[str, str]
    body: dict


@dataclass
class ScriptedToolCall:
    name: str
    arguments: str  # raw JSON text, possibly malformed on purpose
    id: str = ""  # default: "call_<n>"


@dataclass
class ScriptedReply:
    """One chat answer; the timing and `drop` fields script how the wire misbehaves.

    drop: None, "before_headers" (close, no response), "before_first_token" (200 + headers,
    then close) or "mid_stream" (close once `drop_after_chars` text characters were sent).
    """

    text: str = ""
    tool_calls: list[ScriptedToolCall] = field(default_factory=list)
    prompt_tokens: int = 100
    cached_tokens: int = 0
    completion_tokens: int = 20
    reasoning_tokens: int = 0  # thinking the usage reports (completion_tokens_details.reasoning_tokens)
    reasoning_in_completion: bool = True  # OpenAI's way; False: Gemini's, only in total_tokens and details
    chunk_chars: int = 8  # text is streamed in pieces of this many characters
    tool_argument_chunk_chars: int = 5  # arguments arrive in pieces too, joined by index like OpenAI's
    first_token_delay: float = 0.0  # seconds between the headers and the first chunk
    chunk_delay: float = 0.0  # seconds between chunks
    drop: str | None = None
    drop_after_chars: int = 0
    status: int | None = None  # answer this HTTP status with an OpenAI-style JSON error instead
    # A 200 that is not a chat stream: "error_body" (a JSON error object, no stream), "error_event"
    # (an SSE stream whose first event is an error object), "not_json" (a data line that isn't JSON
    # after some text) or "no_finish" (text, then the body ends cleanly: no finish_reason, no [DONE]).
    malformed: str | None = None


DEFAULT_TEXT = "Hello."  # the answer to a chat request nothing was scripted for


def _pieces(text: str, size: int) -> list[str]:
    size = max(size, 1)
    return [text[i : i + size] for i in range(0, len(text), size)]


@dataclass
class FakeOpenAI:
    """Start with `start()`; `base_url` is what an OpenAI client needs."""

    requests: list[RecordedRequest] = field(default_factory=list)
    fail_with_status: int | None = None
    chat_replies: list[ScriptedReply] = field(default_factory=list)
    default_reply: ScriptedReply = field(default_factory=lambda: ScriptedReply(text=DEFAULT_TEXT))
    responder: Callable[[dict], ScriptedReply] | None = None  # builds each reply from the request body
    drop_every: int = 0  # drop every Nth chat request before headers, without consuming a reply
    client_disconnects: int = 0
    # False: every response closes its connection. True: a finished response leaves it open for the
    # next request, as real providers do (a dropped or scripted-broken one still closes).
    keep_alive: bool = False
    connections: int = 0  # TCP connections accepted so far
    client_disconnected: threading.Event = field(default_factory=threading.Event)
    _server: ThreadingHTTPServer | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _chat_count: int = 0

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    @property
    def chat_requests(self) -> list[RecordedRequest]:
        return [r for r in self.requests if r.path.endswith("/chat/completions")]

    def start(self) -> FakeOpenAI:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # chunked bodies; connections close unless `keep_alive`

            def log_message(self, *args) -> None:  # keep test output clean
                pass

            def setup(self) -> None:
                super().setup()
                with fake._lock:
                    fake.connections += 1

            def do_POST(self) -> None:
                self.close_connection = not fake.keep_alive
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                headers = {k.lower(): v for k, v in self.headers.items()}
                fake.requests.append(RecordedRequest(self.path, headers, body))
                if fake.fail_with_status:
                    self._send_error(fake.fail_with_status, "scripted failure")
                elif self.path.endswith("/embeddings"):
                    self._send_json(200, fake.embeddings_response(body))
                elif self.path.endswith("/chat/completions"):
                    self._chat(body)
                else:
                    self._send_error(404, f"no route {self.path}")

            def _chat(self, body: dict) -> None:
                reply = fake._next_reply(body)
                if reply is None or reply.drop or reply.malformed:
                    self.close_connection = True  # what breaks a response also ends its connection
                if reply is None or reply.drop == "before_headers" or (reply.drop and not body.get("stream")):
                    return  # the server closes the socket: no response at all
                if reply.status:
                    self._send_error(reply.status, "scripted failure")
                elif reply.malformed == "error_body":
                    error = {"message": "model overloaded", "type": "server_error", "code": 503}
                    self._send_json(200, {"error": error})
                elif reply.malformed:
                    self._malformed_stream(reply, body)
                elif not body.get("stream"):
                    self._send_json(200, fake.completion_response(reply, body))
                else:
                    self._stream(reply, body)

            def _stream(self, reply: ScriptedReply, body: dict) -> None:
                sse_headers = {"Cache-Control": "no-cache", "Transfer-Encoding": "chunked"}
                self._start(200, "text/event-stream", sse_headers)
                include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
                try:
                    time.sleep(reply.first_token_delay)
                    if reply.drop == "before_first_token":
                        return  # closing before the final zero-length chunk leaves the body incomplete
                    for n, chunk in enumerate(fake.stream_chunks(reply, body, include_usage)):
                        if n:
                            time.sleep(reply.chunk_delay)
                        self._write_chunk(f"data: {json.dumps(chunk)}\n\n".encode())
                    if reply.drop == "mid_stream":
                        return
                    self._write_chunk(b"data: [DONE]\n\n")
                    self._write_chunk(b"")  # the zero-length chunk ends the body
                except (BrokenPipeError, ConnectionResetError):
                    fake._note_client_disconnect()

            def _malformed_stream(self, reply: ScriptedReply, body: dict) -> None:
                self._start(
                    200, "text/event-stream", {"Cache-Control": "no-cache", "Transfer-Encoding": "chunked"}
                )
                if reply.malformed == "error_event":
                    error = {"message": "internal error", "type": "server_error", "code": 500}
                    self._write_chunk(f"data: {json.dumps({'error': error})}\n\n".encode())
                else:
                    chunks = list(fake.stream_chunks(reply, body, include_usage=False))[:-1]  # no finish
                    for chunk in chunks:
                        self._write_chunk(f"data: {json.dumps(chunk)}\n\n".encode())
                    if reply.malformed == "not_json":
                        self._write_chunk(b'data: {"choices": [{"delta": {"content": "x"\n\n')
                self._write_chunk(b"")

            def _write_chunk(self, data: bytes) -> None:
                self.wfile.write(f"{len(data):X}\r\n".encode() + data + b"\r\n")
                self.wfile.flush()

            def _send_error(self, status: int, message: str) -> None:
                error = {"message": message, "type": "fake_error", "param": None, "code": str(status)}
                self._send_json(status, {"error": error})

            def _send_json(self, status: int, payload: dict) -> None:
                data = json.dumps(payload).encode()
                self._start(status, "application/json", {"Content-Length": str(len(data))})
                self.wfile.write(data)

            def _start(self, status: int, content_type: str, headers: dict[str, str]) -> None:
                self.send_response(status)
                if self.close_connection:
                    headers = {**headers, "Connection": "close"}
                for name, value in {"Content-Type": content_type, **headers}.items():
                    self.send_header(name, value)
                self.end_headers()

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True).start()  # quick stop()
        return self

    def reset(self) -> FakeOpenAI:
        """Back to how `start()` left it: nothing scripted, nothing recorded (for a fake that several
        tests share, because a server was told its address once)."""
        with self._lock:
            self.requests.clear()
            self.chat_replies.clear()
            self.default_reply = ScriptedReply(text=DEFAULT_TEXT)
            self.responder = None
            self.fail_with_status = None
            self.drop_every = 0
            self._chat_count = 0
            self.client_disconnects = 0
            self.client_disconnected.clear()
            self.keep_alive, self.connections = False, 0
        return self

    def stop(self) -> None:
        if self._server:
            self._server.shutdown()
            self._server.server_close()

    def _next_reply(self, body: dict) -> ScriptedReply | None:
        """The reply for the next chat request, or None when `drop_every` drops this one."""
        with self._lock:
            self._chat_count += 1
            if self.drop_every and self._chat_count % self.drop_every == 0:
                return None
            if not self.responder:
                return self.chat_replies.pop(0) if self.chat_replies else self.default_reply
        return self.responder(body)  # outside the lock: concurrent requests stay concurrent

    def _note_client_disconnect(self) -> None:
        with self._lock:
            self.client_disconnects += 1
        self.client_disconnected.set()

    @staticmethod
    def _tool_calls(reply: ScriptedReply, streamed: bool) -> list[dict]:
        """Tool calls in OpenAI's shape; streamed headers carry an index and empty arguments."""
        calls = []
        for i, call in enumerate(reply.tool_calls):
            function = {"name": call.name, "arguments": "" if streamed else call.arguments}
            calls.append({"id": call.id or f"call_{i}", "type": "function", "function": function})
        return [{"index": i, **call} for i, call in enumerate(calls)] if streamed else calls

    @staticmethod
    def _usage(reply: ScriptedReply) -> dict:
        """`completion_tokens` is the visible answer's; reasoning is added to it OpenAI's way, or
        (Gemini's OpenAI-compatible endpoint) only to the total and the details."""
        completion = reply.completion_tokens + (
            reply.reasoning_tokens if reply.reasoning_in_completion else 0
        )
        usage = {
            "prompt_tokens": reply.prompt_tokens,
            "completion_tokens": completion,
            "total_tokens": reply.prompt_tokens + reply.completion_tokens + reply.reasoning_tokens,
            "prompt_tokens_details": {"cached_tokens": reply.cached_tokens},
        }
        if reply.reasoning_tokens:
            usage["completion_tokens_details"] = {"reasoning_tokens": reply.reasoning_tokens}
        return usage

    @classmethod
    def stream_chunks(cls, reply: ScriptedReply, body: dict, include_usage: bool) -> Iterator[dict]:
        """The `chat.completion.chunk` objects for a reply, in wire order (stops early on "mid_stream")."""
        base = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "created": int(time.time())}
        base["model"] = body.get("model", "")

        def chunk(delta: dict, finish_reason: str | None = None) -> dict:
            return {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}]}

        yield chunk({"role": "assistant", "content": ""})
        mid_stream = reply.drop == "mid_stream"
        text = reply.text[: reply.drop_after_chars] if mid_stream else reply.text
        for piece in _pieces(text, reply.chunk_chars):
            yield chunk({"content": piece})
        if mid_stream:
            return
        for call, header in zip(reply.tool_calls, cls._tool_calls(reply, streamed=True), strict=True):
            yield chunk({"tool_calls": [header]})
            for piece in _pieces(call.arguments, reply.tool_argument_chunk_chars):
                yield chunk({"tool_calls": [{"index": header["index"], "function": {"arguments": piece}}]})
        yield chunk({}, "tool_calls" if reply.tool_calls else "stop")
        if include_usage:
            yield {**base, "choices": [], "usage": cls._usage(reply)}

    @classmethod
    def completion_response(cls, reply: ScriptedReply, body: dict) -> dict:
        """A non-streaming `chat.completion` with the same text, tool calls and usage."""
        message: dict = {"role": "assistant", "content": reply.text or None}
        if reply.tool_calls:
            message["tool_calls"] = cls._tool_calls(reply, streamed=False)
        finish_reason = "tool_calls" if reply.tool_calls else "stop"
        return {
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", ""),
            "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
            "usage": cls._usage(reply),
        }

    @staticmethod
    def embeddings_response(body: dict) -> dict:
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        dimensions = body.get("dimensions") or 1536
        return {
            "object": "list",
            "model": body["model"],
            "data": [
                {"object": "embedding", "index": i, "embedding": deterministic_vector(text, dimensions)}
                for i, text in enumerate(texts)
            ],
            "usage": {"prompt_tokens": sum(len(t.split()) for t in texts), "total_tokens": 0},
        }
