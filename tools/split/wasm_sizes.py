#!/usr/bin/env python3
"""Code size of a .wasm by crate: function body bytes grouped by the crate of each function's
(demangled-ish) name from the name section. Usage: wasm_sizes.py FILE [TOP]"""
import sys, re, collections

def uleb(b, i):
    r = s = 0
    while True:
        x = b[i]; i += 1
        r |= (x & 0x7f) << s; s += 7
        if x < 0x80: return r, i

def main():
    data = open(sys.argv[1], 'rb').read()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    i = 8; n_imported = 0; bodies = []; names = {}; data_size = 0; secs = collections.Counter()
    while i < len(data):
        sid = data[i]; i += 1
        size, i = uleb(data, i); end = i + size
        if sid == 0:
            nl, j = uleb(data, i); nm = data[j:j+nl].decode('utf8', 'replace'); j += nl
            secs['custom:' + nm] += size
            if nm == 'name':
                while j < end:
                    sub = data[j]; j += 1
                    ssz, j = uleb(data, j); send = j + ssz
                    if sub == 1:
                        cnt, j = uleb(data, j)
                        for _ in range(cnt):
                            idx, j = uleb(data, j); l, j = uleb(data, j)
                            names[idx] = data[j:j+l].decode('utf8', 'replace'); j += l
                    j = send
        else:
            secs[sid] += size
        if sid == 2:
            cnt, j = uleb(data, i)
            for _ in range(cnt):
                l, j = uleb(data, j); j += l; l, j = uleb(data, j); j += l
                kind = data[j]; j += 1
                if kind == 0: _, j = uleb(data, j); n_imported += 1
                elif kind == 1: j += 1; fl = data[j]; j += 1; _, j = uleb(data, j); j = uleb(data, j)[1] if fl & 1 else j
                elif kind == 2: fl = data[j]; j += 1; _, j = uleb(data, j); j = uleb(data, j)[1] if fl & 1 else j
                elif kind == 3: j += 2
                else: j += 2
        if sid == 10:
            cnt, j = uleb(data, i)
            for k in range(cnt):
                l, j2 = uleb(data, j); bodies.append((n_imported + k, j2 - j + l)); j = j2 + l
        if sid == 11: data_size = size
        i = end
    by = collections.Counter(); cnt = collections.Counter()
    for idx, sz in bodies:
        nm = names.get(idx, '?')
        m = re.match(r'_ZN(\d+)', nm)
        if m: crate = nm[len(m.group(0)):len(m.group(0)) + int(m.group(1))]
        else:
            m = re.search(r'<?([a-z_][a-z0-9_]*)::', nm)
            crate = m.group(1) if m else nm[:30]
        by[crate] += sz; cnt[crate] += 1
    total = sum(s for _, s in bodies)
    print(f'code {total} bytes in {len(bodies)} functions; data section {data_size}; sections', dict(secs))
    for c, s in by.most_common(top): print(f'{s:9d} {100*s/total:5.1f}% {cnt[c]:6d}  {c}')

main()
