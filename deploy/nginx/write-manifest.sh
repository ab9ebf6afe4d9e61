#!/bin/sh
# Writes the shell's /mfe-manifest.json from the environment at container start (an nginx image entrypoint hook in
# /docker-entrypoint.d/), so moving a remote is a configuration change, never a shell rebuild.
#   MFE_MARKETING_URL, MFE_COURSE_URL, MFE_ACCOUNT_URL, MFE_ADMIN_URL, MFE_CALCULATOR_URL  where each remote's files
#     are served (the folder of its remoteEntry.js): a path on this site such as /mfe-course, or
#     https://static.example.com/mfe-course/1.4.0
#   CALCULATOR_URL  unset (default): the built-in calculator at /calculator; set it only when the calculator is
#     deployed as its own site on another origin (never to an address where nothing runs)
# With none of the MFE_*_URL set it leaves the file alone: Kubernetes mounts it from a ConfigMap instead, and the
# remotes' images serve no manifest. MANIFEST_DIR (default: nginx's html folder) is where it is written.
set -eu
dir="${MANIFEST_DIR:-/usr/share/nginx/html}"
if [ -z "${MFE_MARKETING_URL:-}${MFE_COURSE_URL:-}${MFE_ACCOUNT_URL:-}${MFE_ADMIN_URL:-}${MFE_CALCULATOR_URL:-}" ]; then
  exit 0
fi

url_of() { # name → value without a trailing slash; refuses what would break the JSON or is no URL
  eval "value=\${$1:-}"
  if [ -z "$value" ] && [ "$2" = required ]; then
    echo "write-manifest: $1 is not set (set all five MFE_*_URL, or none)" >&2
    exit 1
  fi
  case "$value" in
    *[!A-Za-z0-9:/._~%+@=\&?#-]*)
      echo "write-manifest: $1 is not a URL: $value" >&2
      exit 1
      ;;
  esac
  printf '%s' "${value%/}"
}

marketing=$(url_of MFE_MARKETING_URL required)
course=$(url_of MFE_COURSE_URL required)
account=$(url_of MFE_ACCOUNT_URL required)
admin=$(url_of MFE_ADMIN_URL required)
calculator_remote=$(url_of MFE_CALCULATOR_URL required)
calculator=$(url_of CALCULATOR_URL optional)

tmp="$dir/.mfe-manifest.json.$$"
cat > "$tmp" <<JSON
{
  "mfe_marketing": "$marketing/remoteEntry.js",
  "mfe_course": "$course/remoteEntry.js",
  "mfe_account": "$account/remoteEntry.js",
  "mfe_admin": "$admin/remoteEntry.js",
  "mfe_calculator": "$calculator_remote/remoteEntry.js",
  "calculatorUrl": "$calculator",
  "apiBaseUrl": ""
}
JSON
mv "$tmp" "$dir/mfe-manifest.json"
echo "write-manifest: $dir/mfe-manifest.json points at $marketing, $course, $account, $admin, $calculator_remote"
