#!/usr/bin/env python3
"""A kiosk's side of `pickervoice session`: start it, configure a picker, swipe, listen."""
import json, subprocess, sys

pickervoice = sys.argv[1] if len(sys.argv) > 1 else "pickervoice"
session = subprocess.Popen([pickervoice, "session"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

def ask(request_id, op, **fields):
    session.stdin.write(json.dumps({"id": request_id, "op": op, **fields}) + "\n")
    session.stdin.flush()
    response = json.loads(session.stdout.readline())
    assert response["id"] == request_id, response
    return response

ask(1, "configure", picker={"mode": "time", "locale": "es_MX", "date": "2026-11-21T13:00",
                            "timeZone": "America/Mexico_City", "now": "2026-11-21T12:00Z"}, phrasing="natural")
print(ask(2, "focus", wheel="hour")["utterance"])
print(ask(3, "decrement", wheel="hour")["announcement"])
print(ask(4, "increment", wheel="minute", audio="base64")["audio"]["sampleRate"])
print(ask(5, "increment", wheel="year").get("error", {}).get("code"))
session.stdin.close()
sys.exit(session.wait())
