"""Safety around the model, none of it a model: what the turn checks before and after a model call.

- `guards` (patterns in `patterns/`, text views in `normalise`, hidden text read back in
  `decoding`): the input guards, `screen`, which also reads the thread's recent user messages.
- `account_numbers`: cards, IBANs and account numbers, checked arithmetically.
- `verification`: the sentence gate; a sentence streams only when its citations and numbers hold.
- `output_checks`: nothing private in what the model wrote (cards, addresses, unpublished text).
- `language`: the visitor's language, guessed from function words.
- `privacy`: hashed IPs and masked text, for what the product keeps.

The chat calls this package; it never imports the chat.
"""
