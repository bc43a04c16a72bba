"""Where the web view can be reached, and its address as a QR code for phones to scan."""

from __future__ import annotations

import io
import ipaddress
import socket
from urllib.parse import urlsplit

import segno

LOCAL_ONLY = ("127.0.0.1", "localhost", "::1")
EVERY_NETWORK = "0.0.0.0"


def lan_address() -> str:
    """This computer's address on its default network (what a phone on the Wi-Fi uses)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: only picks the interface
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def public_address(url: str, host: str) -> str:
    """The served URL as a phone should open it: 0.0.0.0 (every network) becomes this
    computer's address on the network."""
    if host in (EVERY_NETWORK, "::"):
        shown = f"[{host}]" if ":" in host else host
        return url.replace(f"//{shown}:", f"//{lan_address()}:", 1)
    return url


def is_loopback(url: str) -> bool:
    """Whether ``url`` leads back to the device that opens it (127.0.0.1, ::1,
    localhost): a phone scanning it would look for the pages on itself (issue 36)."""
    host = urlsplit(url).hostname or ""
    if host in LOCAL_ONLY:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def qr_png(text: str, scale: int = 8) -> bytes:
    """``text`` as a QR code in PNG (medium error correction: a worn print still scans)."""
    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="png", scale=scale, border=2)
    return out.getvalue()
