"""Normalisation data: look-alike letters, leetspeak digits and invisible characters."""

# ruff: noqa: RUF001  (look-alike letters are this module's data)
from __future__ import annotations

# Letters that look Latin but are not (Cyrillic, Greek, Armenian, small capitals, dotless i...),
# applied after casefolding. NFKC already folds fullwidth, circled and mathematical letters.
CONFUSABLES = {
    # Cyrillic
    "а": "a", "б": "b", "в": "b", "г": "r", "д": "d", "е": "e", "ё": "e", "з": "3", "и": "u",
    "к": "k", "л": "n", "м": "m", "н": "h", "о": "o", "п": "n", "р": "p", "с": "c", "т": "t",
    "у": "y", "х": "x", "ь": "b", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "ԁ": "d", "ԛ": "q",
    "ԝ": "w", "һ": "h", "ӏ": "l", "ɡ": "g", "ѡ": "w", "ү": "y", "ҳ": "x", "ԍ": "g", "ʏ": "y",
    # Greek
    "α": "a", "β": "b", "γ": "y", "δ": "d", "ε": "e", "ζ": "z", "η": "n", "θ": "o", "ι": "i",
    "κ": "k", "λ": "l", "μ": "u", "ν": "v", "ξ": "e", "ο": "o", "π": "n", "ρ": "p", "σ": "o",
    "ς": "c", "τ": "t", "υ": "u", "φ": "o", "χ": "x", "ψ": "w", "ω": "w", "ϲ": "c", "ϳ": "j",
    # Armenian and others that pass for Latin in most fonts
    "օ": "o", "ս": "u", "ց": "g", "հ": "h", "ո": "n", "ɑ": "a", "ı": "i", "ȷ": "j", "ł": "l",
    "ø": "o", "đ": "d", "ħ": "h", "ƅ": "b", "ɩ": "i", "ɪ": "i", "ʟ": "l", "ɴ": "n", "ʀ": "r",
    "ᴀ": "a", "ʙ": "b", "ᴄ": "c", "ᴅ": "d", "ᴇ": "e", "ғ": "f", "ɢ": "g", "ʜ": "h", "ᴊ": "j",
    "ᴋ": "k", "ᴍ": "m", "ᴏ": "o", "ᴘ": "p", "ꜱ": "s", "ᴛ": "t", "ᴜ": "u", "ᴠ": "v", "ᴡ": "w",
    "ᴢ": "z", "ß": "ss", "æ": "ae", "œ": "oe",
}  # fmt: skip

# Digits (and a few symbols) used as letters inside words: "1gn0r3", "pr3v10us", "s3cr3t".
LEET = {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t"}

# Invisible characters that are not Unicode category Cf but render as nothing or as a blank.
INVISIBLE = "\u115f\u1160\u3164\uffa0\u034f\u17b4\u17b5\u180e\u2800"
