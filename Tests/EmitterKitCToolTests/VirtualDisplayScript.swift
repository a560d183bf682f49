/// Bash lines that start an Xvfb server for the rest of a test's script and export `DISPLAY`.
/// `Xvfb -displayfd` picks a free display number itself, so tests running at the same time
/// never race for one (as `xvfb-run -a` can); the server is killed when the script exits, and
/// its lock file and socket removed. 24-bit colour: GLX offers no RGBA8 visual at depth 8.
let virtualDisplayScript = """
  command -v Xvfb >/dev/null || { echo "Xvfb is not installed: run tools/setup (Debian package xvfb)"; exit 1; }
  xvfb_file="$(mktemp)"
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset 3>"$xvfb_file" 2>/dev/null &
  xvfb_pid=$!
  xvfb_number=""
  stop_xvfb() {
    kill -KILL "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
    if [[ -n "$xvfb_number" ]] && grep -qw "$xvfb_pid" "/tmp/.X$xvfb_number-lock" 2>/dev/null; then
      rm -f "/tmp/.X$xvfb_number-lock" "/tmp/.X11-unix/X$xvfb_number"
    fi
    rm -f "$xvfb_file"
  }
  trap stop_xvfb EXIT
  for _ in $(seq 400); do
    [[ -s "$xvfb_file" ]] && break
    kill -0 "$xvfb_pid" 2>/dev/null || break
    sleep 0.05
  done
  xvfb_number="$(head -n 1 "$xvfb_file")"
  [[ -n "$xvfb_number" ]] || { echo "Xvfb did not report a display"; exit 1; }
  export DISPLAY=":$xvfb_number"
  """
