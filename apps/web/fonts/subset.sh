#!/bin/sh
# Makes the site's font from the full Vazirmatn variable font (OFL, see OFL.txt): only the characters Persian
# pages use (Persian/Arabic letters and digits, ZWNJ and other marks, Basic Latin, common punctuation), every
# OpenType feature kept for correct joining and marks. 111 kB → 70 kB: the text is repainted in Vazirmatn sooner
# on a slow connection. Needs Debian's python3-fonttools and python3-brotli; run again only to change the set.
cd "$(dirname "$0")" && exec /usr/bin/python3 -m fontTools.subset Vazirmatn-Variable.full.woff2 \
  --flavor=woff2 --layout-features='*' --output-file=../src/app/fonts/Vazirmatn-Variable.woff2 \
  --unicodes="U+0020-007E,U+00A0-00FF,U+060C-060D,U+061B-061F,U+0621-063A,U+0640-065F,U+0660-066D,U+0670,U+067E,U+0686,U+0698,U+06A9,U+06AF,U+06CC,U+06F0-06F9,U+200B-200F,U+2010-2027,U+2030,U+2039-203A,U+20AC,U+2190-2193,U+2212,U+2264-2265,U+25CB,U+25CF,U+FD3E-FD3F,U+FDFC,U+FEFF"
