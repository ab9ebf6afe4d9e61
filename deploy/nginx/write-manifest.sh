#!/bin/sh
# Writes the shell's runtime manifest from the environment at container start, so moving a remote is a config change.
set -eu
[ -n "${MFE_MARKETING_URL:-}" ] || exit 0   # remotes' images do not serve a manifest
cat > /usr/share/nginx/html/mfe-manifest.json <<JSON
{
  "mfe_marketing": "${MFE_MARKETING_URL}/remoteEntry.js",
  "mfe_course": "${MFE_COURSE_URL}/remoteEntry.js",
  "mfe_account": "${MFE_ACCOUNT_URL}/remoteEntry.js",
  "mfe_admin": "${MFE_ADMIN_URL}/remoteEntry.js",
  "calculatorUrl": "${CALCULATOR_URL:-}",
  "apiBaseUrl": ""
}
JSON
