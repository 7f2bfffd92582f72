"""Account-number data: IBAN lengths per country and the words that name an account or ID number."""

from __future__ import annotations

# IBAN length per country (SWIFT registry); only these countries are checked.
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
    "BR": 29, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20,
    "EG": 29, "ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18,
    "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IS": 26, "IT": 27, "JO": 30,
    "KW": 30, "KZ": 20, "LB": 28, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MD": 24,
    "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15, "PK": 24, "PL": 28,
    "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SE": 24, "SI": 19, "SK": 24,
    "SM": 27, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}  # fmt: skip

# Words that may sit next to a digit run that is an account or ID number ("other account numbers").
ACCOUNT_KEYWORDS = (
    r"account (?:number|no|nr|#)|acct(?: no)?|bank ?account|checking account|savings account|"
    r"routing (?:number|no)|sort ?code|aba (?:number|routing)|bsb|clabe|"
    r"rekening ?nummer|rekeningnr|bankrekening(?:nummer)?|rekening|girorekening|"
    r"konto ?nummer|kontonr|konto|bankverbindung|blz|bankleitzahl|"
    r"numero de cuenta|n(?:o|um)\.? de cuenta|cuenta bancaria|cuenta corriente|mi cuenta|ccc|"
    r"numero de compte|n(?:o|um)\.? de compte|compte bancaire|compte courant|mon compte|rib|cle rib|"
    r"bsn|burgerservicenummer|sofi ?nummer|social security(?: number)?|ssn|"
    r"sozialversicherungsnummer|steuer-?id|steuernummer|dni|nie|nif|numero de securite sociale|"
    r"passport (?:number|no)|paspoortnummer|reisepassnummer|numero de pasaporte|numero de passeport"
)
