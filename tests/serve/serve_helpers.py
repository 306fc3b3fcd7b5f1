"""Starting `xxroute serve` on a copy of a position and speaking to it, for
the API tests (api_test.py) and the load test (load_test.py): python3's
standard library only (http.client, subprocess)."""
import http.client
import json
import os
import re
import shutil
import subprocess
import threading
import time

XXROUTE = os.environ.get("XXROUTE", "xxroute")
SOURCE = os.environ.get("XXROUTE_SOURCE", os.path.join(os.path.dirname(__file__), "..", ".."))
TABLE = os.path.join(SOURCE, "tests", "data", "table", "bcb.yaml")


class Server:
    """`xxroute serve NAME --port 0 ARGS...` in `folder` (a copy of `position`
    there), stopped by stop() (killed: a server never leaves the file half
    written)."""

    def __init__(self, folder, position=TABLE, args=()):
        self.folder = str(folder)
        self.name = os.path.basename(position)
        self.path = os.path.join(self.folder, self.name)
        shutil.copyfile(position, self.path)
        self.proc = subprocess.Popen([XXROUTE, "serve", self.name, "--port", "0", *args], cwd=self.folder,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = []
        line = self._first_line(timeout=60)
        m = re.match(r"xxroute serve: open http://([^/:]+|\[[^]]+\]):(\d+)/(\?token=([0-9a-f]+))?$", line)
        assert m, "not the address line: %r" % line
        self.printed_host = m.group(1)
        self.port = int(m.group(2))
        self.token = m.group(4)
        threading.Thread(target=self._read_log, daemon=True).start()

    def _first_line(self, timeout):
        found = []
        reader = threading.Thread(target=lambda: found.append(self.proc.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout)
        if not found or not found[0]:
            self.proc.kill()
            raise AssertionError("xxroute serve printed no address: %s" % self.proc.stderr.read())
        return found[0].rstrip("\n")

    def _read_log(self):
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def connection(self, timeout=120):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def request(self, method, path, body=None, headers=None, conn=None):
        """(status, JSON or text, raw bytes) of one request on a new connection (or `conn`)."""
        own = conn is None
        conn = conn or self.connection()
        try:
            if isinstance(body, (dict, list)):
                body = json.dumps(body)
            if isinstance(body, str):
                body = body.encode()
            h = dict(headers or {})
            if method == "POST" and body is None:
                body = b""
            conn.request(method, path, body=body, headers=h)
            r = conn.getresponse()
            raw = r.read()
            kind = r.getheader("Content-Type", "")
            data = json.loads(raw) if kind.startswith("application/json") and raw else raw.decode("utf-8", "replace")
            return r.status, data, raw
        finally:
            if own:
                conn.close()

    def get(self, path, **kw):
        return self.request("GET", path, **kw)

    def post(self, path, body=None, **kw):
        return self.request("POST", path, body, **kw)

    def alive(self):
        return self.proc.poll() is None

    def stop(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=30)
        self.proc.stdout.close()
        self.proc.stderr.close()


def cli(*args, cwd=None):
    """`xxroute ARGS...`: (exit status, standard output)."""
    p = subprocess.run([XXROUTE, *args], cwd=cwd, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout


def cli_json(*args, cwd=None):
    status, out = cli(*args, "--format", "json", cwd=cwd)
    return status, json.loads(out)


def without_timing(j):
    """A JSON answer without what differs between two runs of the same
    search (the seconds it took)."""
    if isinstance(j, dict):
        return {k: without_timing(v) for k, v in j.items() if k not in ("seconds", "stats")}
    if isinstance(j, list):
        return [without_timing(v) for v in j]
    return j
