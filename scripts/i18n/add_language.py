#!/usr/bin/env python3
"""Adds a language to the reader-facing texts of Parlour records and collections.

Usage: scripts/i18n/add_language.py DATA.json [DATA.json ...] [--check]

Each DATA.json is {"file": "samples/agora/course.json", "language": "fr", "texts": {english: translation}}.
Every text field (title, comment, commentBefore, statement, hint, feedback) of the file whose value
is a plain string found in "texts" becomes {"en": <the same literal>, "<language>": <translation>}
(docs/notation.md, multi-language text). The file is rewritten token by token, so every other byte
(indentation, key order, escapes) stays as it was; the result is parsed again and compared with
the original. A text already holding several languages gets the language added (or replaced).
--check: report what would change and what was not found, write nothing.
"""
import json, re, sys

FIELDS = ('title', 'comment', 'commentBefore', 'statement', 'hint', 'feedback')
LITERAL = r'"(?:[^"\\]|\\.)*"'
PLAIN = re.compile(r'"(' + '|'.join(FIELDS) + r')": (' + LITERAL + ')')
MULTI = re.compile(r'"(' + '|'.join(FIELDS) + r')": (\{"en": (' + LITERAL + r')(?:, "[A-Za-z-]+": ' + LITERAL + r')*\})')


def quote(s):
    return json.dumps(s, ensure_ascii=False)


def rewrite(text, lang, texts):
    used = set()

    def plain(m):
        english = json.loads(m.group(2))
        if english not in texts:
            return m.group(0)
        used.add(english)
        return f'"{m.group(1)}": {{"en": {m.group(2)}, "{lang}": {quote(texts[english])}}}'

    def multi(m):
        value = json.loads(m.group(2))
        english = value.get('en')
        if english not in texts:
            return m.group(0)
        used.add(english)
        value[lang] = texts[english]
        return f'"{m.group(1)}": {{' + ', '.join(f'{quote(k)}: {quote(v)}' for k, v in value.items()) + '}'

    out = MULTI.sub(multi, text)
    out = PLAIN.sub(plain, out)
    return out, used


def same_but_texts(a, b, lang):
    """True if b is a with some text fields turned into language objects holding a's text as en."""
    if isinstance(a, dict) and isinstance(b, dict):
        if list(a) != list(b):
            return False
        for k in a:
            if k in FIELDS and isinstance(b[k], dict) and not (isinstance(a[k], dict)):
                if b[k].get('en') != a[k] or set(b[k]) != {'en', lang}:
                    return False
            elif k in FIELDS and isinstance(a[k], dict) and isinstance(b[k], dict):
                if {x: y for x, y in b[k].items() if x != lang} != {x: y for x, y in a[k].items() if x != lang}:
                    return False
            elif not same_but_texts(a[k], b[k], lang):
                return False
        return True
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_but_texts(x, y, lang) for x, y in zip(a, b))
    return a == b


def main(args):
    check = '--check' in args
    ok = True
    for data_file in [a for a in args if a != '--check']:
        data = json.load(open(data_file, encoding='utf-8'))
        path, lang, texts = data['file'], data['language'], data['texts']
        with open(path, encoding='utf-8', newline='') as f:
            text = f.read()
        out, used = rewrite(text, lang, texts)
        if not same_but_texts(json.loads(text), json.loads(out), lang):
            print(f'{path}: the rewrite changed more than the texts; nothing written', file=sys.stderr)
            ok = False
            continue
        missing = [t for t in texts if t not in used]
        for t in missing:
            print(f'{path}: text not found: {t[:70]!r}', file=sys.stderr)
        ok = ok and not missing
        print(f'{path}: {len(used)} texts with {lang}{" (check only)" if check else ""}')
        if not check and out != text:
            with open(path, 'w', encoding='utf-8', newline='') as f:
                f.write(out)
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
