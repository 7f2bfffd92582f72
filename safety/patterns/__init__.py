r"""Data for the input guards, one module per concern: `injection`, `extraction`, `tools` (shell,
code, URLs), `off_topic`, `private`, `threads` (a message as the next turn of its thread); `characters` (look-alikes, leetspeak) and `accounts` (IBAN
lengths, account-number words) for normalisation and the number checks.

The marker patterns match text after `safety.normalise.normalise`: NFKC, casefolded, diacritics
stripped, look-alike letters mapped to Latin, leetspeak digits inside words mapped, spaced-out
letters joined. So they are written in plain lowercase ASCII ("ignoriere", "precedentes"), in a
small notation that `notation.expand` turns into a regular expression:

- a literal space is one or more whitespace characters, " ?" is optional whitespace (never write a
  space inside `[...]`);
- `<wN>` is up to N intervening words (lazy), `<wx3>` the same but never "about"-like words, so
  "tell me about the system prompt she wrote" is not "tell me the system prompt"; `<wn4>` up to
  four words that are not the owner or a preposition pointing at her;
- `<imp>` is an imperative frame: the start of a sentence or clause, or "please", "can you",
  "kun je", "bitte", "por favor", "peux-tu"...; `<impc>` also after "and"/"then";
- the fragments in `notation` (`SECOND_PERSON`, `OWNER_SUBJECT`, `OWNER_POSSESSIVE`, ...) are
  interpolated with f-strings; the owner is "the owner" (`safety.owner` rewrites their name).

Rule ids are `<lang>:<what>`; every pattern may only use non-capturing groups.
"""
