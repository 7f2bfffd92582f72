"""Who a chat request comes from: the client's IP, and the key the limits count it by.

A client is its IP, hashed (`safety.privacy.ip_hash`): no raw address reaches a cache key, a log line
or the turn-slot table. TRUSTED_PROXIES decides whether X-Forwarded-For is believed.
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest

from safety.privacy import ip_hash

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


def client_ip(request: HttpRequest) -> str:
    """The visitor's IP: the peer's address, unless the peer is one of TRUSTED_PROXIES.

    Then X-Forwarded-For is read from the right (each proxy appends the address it saw) and the
    first address that is not a trusted proxy is the client: everything left of it was written by
    that client and proves nothing. An entry that is not an IP stops the walk at the last trusted
    hop (empty entries are skipped). "" when the peer has no IP (a Unix socket): such requests
    share one client.
    """
    peer = _ip(request.META.get("REMOTE_ADDR", ""))
    if peer is None:
        return ""
    proxies = _trusted_networks(tuple(settings.TRUSTED_PROXIES))
    client = peer
    if _is_trusted(peer, proxies):
        hops = [hop for hop in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if hop.strip()]
        for hop in reversed(hops):
            address = _ip(hop)
            if address is None:
                break
            client = address
            if not _is_trusted(address, proxies):
                break
    return str(client)


def client_key(request: HttpRequest) -> str:
    """The client as the limits count it: its IP hashed; an IPv6 client by its /64, which one
    customer usually holds whole (so rotating addresses inside it buys nothing)."""
    ip = client_ip(request)
    if ":" in ip:
        ip = f"{ipaddress.ip_network(f'{ip}/64', strict=False).network_address}/64"
    return ip_hash(ip) or "no-ip"


def _ip(value: str) -> IPAddress | None:
    try:
        address = ipaddress.ip_address(value.strip())
    except ValueError:
        return None
    # A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; they are the same client.
    return getattr(address, "ipv4_mapped", None) or address


@lru_cache(maxsize=8)
def _trusted_networks(proxies: tuple[str, ...]) -> tuple[IPNetwork, ...]:
    return tuple(ipaddress.ip_network(proxy, strict=False) for proxy in proxies)


def _is_trusted(address: IPAddress, proxies: tuple[IPNetwork, ...]) -> bool:
    return any(address in network for network in proxies)
