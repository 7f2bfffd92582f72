"""A fake OpenAI-compatible server for tests: real HTTP on 127.0.0.1, scripted answers.

It records every request (path, headers, JSON body) so a test can assert what the client sent.
"""

from __future__ import annotations

import hashlib
import json
import threading
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
class FakeOpenAI:
    """Start with `start()`; `base_url` is what an OpenAI client needs."""

    requests: list[RecordedRequest] = field(default_factory=list)
    fail_with_status: int | None = None
    _server: ThreadingHTTPServer | None = None

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> FakeOpenAI:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:  # keep test output clean
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                headers = {k.lower(): v for k, v in self.headers.items()}
                fake.requests.append(RecordedRequest(self.path, headers, body))
                if fake.fail_with_status:
                    self._send_json(fake.fail_with_status, {"error": {"message": "scripted failure"}})
                elif self.path.endswith("/embeddings"):
                    self._send_json(200, fake.embeddings_response(body))
                else:
                    self._send_json(404, {"error": {"message": f"no route {self.path}"}})

            def _send_json(self, status: int, payload: dict) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server:
            self._server.shutdown()
            self._server.server_close()

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
