"""A real SMTP server for tests, on 127.0.0.1: it accepts mail and keeps it, or is down.

`SmtpSink().start()` listens on a free port; `stop()` closes it (connections are then refused, as
from a mail server that is down) and `start()` listens again on the same port. `hold()` makes it
accept connections and say nothing until `release()`: a mail server that hangs.
Received messages are parsed (`email.message.Message`) into `messages`.
"""

from __future__ import annotations

import email
import email.policy
import socket
import socketserver
import threading
from dataclasses import dataclass, field
from email.message import EmailMessage

import pytest


@dataclass
class SmtpSink:
    port: int = 0
    messages: list[EmailMessage] = field(default_factory=list)
    envelopes: list[tuple[str, list[str]]] = field(default_factory=list)  # (MAIL FROM, RCPT TOs)
    connections: int = 0
    _server: socketserver.ThreadingTCPServer | None = None
    _held: threading.Event = field(default_factory=threading.Event)
    _holding: threading.Event = field(default_factory=threading.Event)

    def __post_init__(self) -> None:
        self._held.set()  # not holding

    def start(self) -> SmtpSink:
        sink = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                sink.connections += 1
                if not sink._held.is_set():
                    sink._holding.set()
                    sink._held.wait()
                sink._converse(self.rfile, self.wfile)

        socketserver.ThreadingTCPServer.allow_reuse_address = True
        self._server = socketserver.ThreadingTCPServer(("127.0.0.1", self.port), Handler)
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True).start()
        return self

    def stop(self) -> SmtpSink:
        """Down: the port refuses connections until `start()`."""
        if self._server:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        return self

    @property
    def running(self) -> bool:
        return self._server is not None

    def reserve_port(self) -> SmtpSink:
        """A free port for a sink that starts out down."""
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        return self

    def hold(self) -> None:
        self._holding.clear()
        self._held.clear()

    def wait_until_holding(self, timeout: float = 30) -> bool:
        """True once a client has connected and is being kept waiting."""
        return self._holding.wait(timeout)

    def release(self) -> None:
        self._held.set()

    def subjects(self) -> list[str]:
        return [str(message["Subject"]) for message in self.messages]

    def _converse(self, rfile, wfile) -> None:
        def reply(line: str) -> None:
            wfile.write(f"{line}\r\n".encode())
            wfile.flush()

        reply("220 sink ESMTP")
        sender, recipients = "", []
        while line := rfile.readline():
            command = line.decode("utf-8", "replace").strip()
            verb = command[:4].upper()
            if verb in ("EHLO", "HELO"):
                reply("250 sink")
            elif verb == "MAIL":
                sender, recipients = command.partition(":")[2].strip(" <>"), []
                reply("250 OK")
            elif verb == "RCPT":
                recipients.append(command.partition(":")[2].strip(" <>"))
                reply("250 OK")
            elif verb == "DATA":
                reply("354 End data with <CR><LF>.<CR><LF>")
                self._receive(rfile, sender, recipients)
                reply("250 OK")
            elif verb == "QUIT":
                reply("221 Bye")
                return
            else:  # RSET, NOOP and the rest: nothing to do
                reply("250 OK")

    def _receive(self, rfile, sender: str, recipients: list[str]) -> None:
        lines = []
        while (line := rfile.readline()) not in (b".\r\n", b".\n", b""):
            line = line[1:] if line.startswith(b"..") else line  # undo dot-stuffing
            lines.append(line.replace(b"\r\n", b"\n"))
        message = email.message_from_bytes(b"".join(lines), policy=email.policy.default)
        self.envelopes.append((sender, list(recipients)))
        self.messages.append(message)


@pytest.fixture
def smtp_sink(settings):
    """A running SmtpSink that the site's mail goes to (the real SMTP backend); `stop()` it for an
    outage. Owner notifications go to owner@example.org."""
    sink = SmtpSink().start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", sink.port
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    settings.OWNER_EMAIL = "owner@example.org"
    yield sink
    sink.release()
    sink.stop()
