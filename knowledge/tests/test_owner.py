"""Who the site is about, from the about document's front matter, settings, or the text itself."""

from __future__ import annotations

import pytest

from knowledge.models import Document
from knowledge.owner import derive_name, derive_pronouns, lowercase_words, name_forms, nicknames
from knowledge.selectors import owner_identity, site_language
from knowledge.services import knowledge_load
from tests.support.knowledge import write_knowledge_file

DUTCH_ABOUT = """\
Oud hout vertelt je wie er eerder aan heeft gewerkt. Mijn naam is Joost Verbeek. Ik ben
meubelrestaurateur in Zwolle.

## Hoe het begon

Mijn opa, Hendrik Verbeek, had een werkplaats in Deventer. In 2004 begon ik bij Meubelmakerij
Van Aalst in Kampen, waar Gerrit van Aalst mij het vak leerde. Sinds 2012 heb ik Verbeek Restauratie.

## Contact

Mail me op joost@verbeek-restauratie.example of bel de werkplaats.
"""
DUTCH_CV = """\
**J.H. (Joost) Verbeek**, meubelrestaurateur, Zwolle.

## Werkervaring

Verbeek Restauratie, Zwolle, sinds 2012. Meubelmakerij Van Aalst, Kampen, 2004 tot 2012.
"""
ENGLISH_ABOUT = """\
I'm Robin Tregarthen, a geologist based in Falmouth. Falmouth Harbour is where I learned to dive,
and Falmouth Harbour is still where most of my fieldwork happens. Falmouth Harbour Trust funds it.

## Contact

Write to robin@tregarthen.example.
"""


def texts(title: str, body: str) -> list[tuple[str, str]]:
    return [(title, body)]


def test_a_name_is_read_from_a_dutch_about_page_titled_over_mij():
    vocabulary = lowercase_words([DUTCH_ABOUT, DUTCH_CV, "over het werk van de restauratie"])
    name, written = derive_name(
        about=texts("Over mij", DUTCH_ABOUT), cv=texts("Curriculum vitae", DUTCH_CV), vocabulary=vocabulary
    )
    assert name == "Joost Verbeek"  # not the grandfather, the master, the company or "Over mij"
    assert "J.H. (Joost) Verbeek" in written


def test_a_first_name_in_the_title_and_a_place_mentioned_often_leave_the_name():
    vocabulary = lowercase_words([ENGLISH_ABOUT, "the harbour trust"])
    name, _ = derive_name(about=texts("Hello, I'm Robin", ENGLISH_ABOUT), cv=[], vocabulary=vocabulary)
    assert name == "Robin Tregarthen"


BUSINESS_ABOUT = """\
Harbourside Camera Workshop repairs film cameras and lenses. Harbourside Camera Workshop is in the
old fish market, and Harbourside Camera Workshop has a waiting list in spring.

Every camera gets a written estimate before the workshop starts on it.
"""
BUSINESS_CV = """\
Tamsin Oyelaran-Pike, camera technician.

2012 to 2016: repairs at a camera shop in Leeds.
"""


def test_a_business_name_written_with_common_words_does_not_outweigh_the_persons():
    vocabulary = lowercase_words([BUSINESS_ABOUT, BUSINESS_CV])
    name, _ = derive_name(
        about=texts("About Harbourside Camera Workshop", BUSINESS_ABOUT),
        cv=texts("CV", BUSINESS_CV),
        vocabulary=vocabulary,
    )
    assert name == "Tamsin Oyelaran-Pike"  # "camera" and "workshop" are the pages' common words


def test_a_business_name_stays_the_name_when_no_person_is_named():
    vocabulary = lowercase_words([BUSINESS_ABOUT])
    name, _ = derive_name(
        about=texts("About Harbourside Camera Workshop", BUSINESS_ABOUT), cv=[], vocabulary=vocabulary
    )
    assert name == "Harbourside Camera Workshop"


def test_an_introduced_name_may_follow_an_article_and_hold_a_common_word():
    body = "Sou a Leonor Vale, oleira em Barcelos. O vale do rio é onde nasci.\n"
    name, _ = derive_name(about=texts("Sobre mim", body), cv=[], vocabulary=lowercase_words([body]))
    assert name == "Leonor Vale"  # "vale" is a common word here, but she introduces herself


def test_the_person_the_pages_introduce_outweighs_a_business_named_often():
    body = (
        "Sou a Inês Barroca, fundadora da Cervejaria Lua Cheia em Braga. A Cervejaria Lua Cheia abriu em 2018; "
        "a Cervejaria Lua Cheia tem taproom. Visite a Cervejaria Lua Cheia ao sábado.\n"
    )
    name, _ = derive_name(
        about=texts("Cervejaria Lua Cheia", body), cv=[], vocabulary=lowercase_words([body])
    )
    assert name == "Inês Barroca"


def test_a_text_that_introduces_nobody_gives_no_name():
    body = "This site collects notes on Dutch windmills and their restoration.\n"
    assert derive_name(about=texts("About", body), cv=[], vocabulary=lowercase_words([body])) == ("", [])


def test_every_form_of_a_name_a_visitor_may_write():
    forms = name_forms("Lucía Ferrer Albiol", written=["L. Ferrer Albiol"])
    for form in ["Lucía Ferrer Albiol", "Lucia Ferrer Albiol", "Lucía", "Lucia", "Ferrer", "Albiol",
                 "Ferrer Albiol", "Lucía Ferrer", "L. Ferrer Albiol"]:  # fmt: skip
        assert form in forms, form
    assert forms == tuple(sorted(forms, key=lambda form: (-len(form), form)))  # longest first
    assert {"Gerrit van Dam", "van Dam", "Dam", "Gerrit", "G. van Dam"} <= set(name_forms("Gerrit van Dam"))
    assert "W.J. Kloosterman" in name_forms("Wouter Kloosterman", written=["W.J. (Wouter) Kloosterman"])
    assert name_forms("") == ()


def test_a_capitalised_particle_alone_is_no_form_of_the_name():
    """ "Le" of "Armelle Le Drézen" as a form made every French "le" the owner's name ("c'est le même prix")."""
    forms = set(name_forms("Armelle Le Drézen"))
    assert {"Le Drézen", "Drézen", "Armelle"} <= forms
    assert "Le" not in forms and "De" not in set(name_forms("Ana De Souza"))


def test_the_short_first_name_the_texts_use_names_the_owner():
    texts = [
        "I'm Rosamund Yarwood - most people call me Ros.",
        "Ros explains pollination. Roses grow by the door.",
    ]
    common = lowercase_words(texts)
    assert nicknames("Rosamund Yarwood", texts, common=common) == ["Ros"]
    # a common word that begins the name is no nickname, nor a word the texts write only in lower case
    assert nicknames("Annabel Price", ["Ann and Anna came; ann"], common=lowercase_words(["ann"])) == ["Anna"]
    assert nicknames("Rosalia Scandurra", ["Lia teaches the class."], common=set()) == ["Lia"]
    assert nicknames("", texts, common=common) == []


def test_pronouns_are_read_from_a_labelled_line():
    assert derive_pronouns(["Dr Ellis Penhallow, Plymouth. Pronouns: they / them. Contact: x"]) == "they/them"
    assert derive_pronouns(["No pronouns given here."]) is None


def about_file(folder, *, title: str, body: str, extra: str = "", lang: str = "") -> None:
    (folder / "about.md").write_text(
        f"---\nid: about\ntitle: {title}\nkind: about\nurl: /about/\n{extra}{f'lang: {lang}' if lang else ''}\n"
        f"---\n{body}"
    )


@pytest.mark.django_db
def test_the_identity_comes_from_the_text_when_nothing_declares_it(tmp_path, settings):
    settings.ALLOWED_HOSTS, settings.SITE_URL = (
        ["verbeek.example", ".example.org", "*"],
        "https://www.verbeek.example",
    )
    about_file(tmp_path, title="Over mij", body=DUTCH_ABOUT)
    write_knowledge_file(tmp_path, "cv.md", doc_id="cv", title="Curriculum vitae", kind="cv", body=DUTCH_CV)
    knowledge_load(directory=tmp_path)

    owner = owner_identity()

    assert (owner.name, owner.short_name, owner.source) == ("Joost Verbeek", "Joost", "text")
    assert {"Joost Verbeek", "Joost", "Verbeek", "J.H. Verbeek", "J.H. (Joost) Verbeek"} <= set(owner.forms)
    assert owner.contact == "joost@verbeek-restauratie.example"
    assert owner.pronouns is None
    assert owner.hosts == ("verbeek.example", "example.org", "www.verbeek.example")
    assert site_language() == "nl"  # detected: the about page has no lang


@pytest.mark.django_db
def test_front_matter_wins_over_settings_and_settings_over_the_text(tmp_path, settings):
    about_file(tmp_path, title="Over mij", body=DUTCH_ABOUT)
    knowledge_load(directory=tmp_path)
    settings.OWNER_NAME, settings.OWNER_PRONOUNS, settings.OWNER_CONTACT = (
        "J. Verbeek",
        "he/him",
        "jv@x.example",
    )

    owner = owner_identity()
    assert (owner.name, owner.pronouns, owner.contact, owner.source) == (
        "J. Verbeek",
        "he/him",
        "jv@x.example",
        "settings",
    )

    about_file(
        tmp_path,
        title="Over mij",
        body=DUTCH_ABOUT,
        extra='owner: "Joost H. Verbeek"\npronouns: hij/hem\ncontact: atelier@verbeek.example\n',
    )
    knowledge_load(directory=tmp_path)  # a new published version: read again

    owner = owner_identity()
    assert (owner.name, owner.pronouns, owner.contact, owner.source) == (
        "Joost H. Verbeek",
        "hij/hem",
        "atelier@verbeek.example",
        "front matter",
    )


@pytest.mark.django_db
def test_a_knowledge_base_that_names_nobody_has_an_empty_identity(tmp_path, settings):
    settings.OWNER_NAME = settings.OWNER_CONTACT = settings.OWNER_PRONOUNS = ""
    write_knowledge_file(
        tmp_path, "a.md", doc_id="notes", body="Notes on windmills and how they are restored.\n"
    )
    knowledge_load(directory=tmp_path)

    owner = owner_identity()

    assert (owner.name, owner.short_name, owner.forms, owner.contact) == ("", "", (), "")
    assert Document.objects.get().language == "en"
