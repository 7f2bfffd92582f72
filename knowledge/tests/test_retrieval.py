from __future__ import annotations

import socket

import pytest

from knowledge import retrieval
from knowledge.embeddings import ProviderEmbedder
from knowledge.models import EMBEDDING_DIMENSIONS, Chunk
from knowledge.retrieval import MAX_RESULTS, exact_candidates, fuse, knowledge_search, with_leaders

# A small labelled set over the sample owner: (question, a document that must be in the top 6).
LABELLED = [
    ("Which project used ClickHouse?", "project-clickstream-migration"),
    ("How did she cut p95 latency to 95 ms?", "project-ledger"),
    ("accounting system rewrite", "project-ledger"),
    ("Has she built a command line tool in Rust?", "project-logsieve"),
    ("How does she combine keyword and semantic search results?", "article-reciprocal-rank-fusion"),
    ("Where did she work before Kovalent Pay?", "cv"),
    ("Which spoken languages does she know?", "skills"),
    ("How can I contact her?", "about"),
]
FOUND_BY_ONE_MODE = [("When did Mara work at Harbourline Retail?", "cv")]  # vectors miss it
# Full-text search sees only the owner's name in these: the about page, were it trusted.
FOREIGN = [("¿Dónde estudió Mara?", "cv"), ("¿En qué conferencias ha dado charlas Mara?", "page-talks")]


@pytest.fixture
def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.parametrize(("question", "doc_id"), LABELLED + FOUND_BY_ONE_MODE)
def test_hybrid_search_finds_the_labelled_document(knowledge, question, doc_id):
    result = knowledge_search(query=question)
    assert result.mode == "hybrid"
    assert doc_id in [e.doc_id for e in result.evidence]
    assert len(result.evidence) <= MAX_RESULTS


@pytest.mark.parametrize(("question", "doc_id"), FOREIGN)
def test_a_question_in_another_language_finds_its_document_first(knowledge, question, doc_id):
    assert knowledge_search(query=question).evidence[0].doc_id == doc_id


def test_exact_search_counts_as_much_as_it_can_see_of_the_question(knowledge):
    assert retrieval.exact_coverage("Which project used ClickHouse?") == pytest.approx(1.0)
    assert retrieval.exact_coverage("¿Dónde estudió Mara?") < 0.2  # only the name is a known word
    assert retrieval.exact_coverage("") == 0.0


def test_results_carry_ids_urls_and_anchors(knowledge):
    evidence = knowledge_search(query="ClickHouse schema").evidence[0]
    assert evidence.doc_id == "project-clickstream-migration"
    assert evidence.url.startswith("/projects/clickstream-migration/#")
    assert evidence.title and evidence.text


def test_hybrid_beats_or_matches_each_mode_on_the_labelled_set(knowledge):
    def reciprocal_ranks(mode: str) -> float:
        total = 0.0
        for question, doc_id in LABELLED:
            ids = [e.doc_id for e in knowledge_search(query=question, mode=mode).evidence]
            total += 1 / (ids.index(doc_id) + 1) if doc_id in ids else 0
        return total / len(LABELLED)

    assert reciprocal_ranks("hybrid") >= max(reciprocal_ranks("exact"), reciprocal_ranks("vector")) - 0.05


def test_exact_search_answers_when_the_embedder_fails(knowledge, use_embedder, closed_port):
    use_embedder("provider", base_url=f"http://127.0.0.1:{closed_port}/v1")
    result = knowledge_search(query="Which project used ClickHouse?")
    assert result.mode == "exact"
    assert result.evidence[0].doc_id == "project-clickstream-migration"


def test_a_vector_index_from_another_model_is_not_used(knowledge, use_embedder, fake_openai):
    use_embedder("provider", base_url=fake_openai.base_url)
    result = knowledge_search(query="Which project used ClickHouse?")
    assert result.mode == "exact"  # every stored vector was made by the local model
    assert len(fake_openai.requests) == 1


def test_the_visitors_page_breaks_ties(knowledge):
    def rank_of_logsieve(page: str | None) -> int:
        ids = [e.doc_id for e in knowledge_search(query="what would she do differently", page=page).evidence]
        return ids.index("project-logsieve") if "project-logsieve" in ids else 99

    assert rank_of_logsieve("/projects/logsieve/") == 0
    assert rank_of_logsieve(None) > 0


def test_unpublished_documents_never_answer(knowledge):
    for question in ["Kastanjelaan home address", "salary 96,000", "private phone number"]:
        assert all(e.doc_id != "private-personal" for e in knowledge_search(query=question).evidence)


def test_fusion_rewards_agreement():
    fused = dict(fuse({"exact": [1, 2, 3], "vector": [1, 3, 4]}))
    assert fused[1] > fused[3] > fused[2] > fused[4]
    boosted = dict(fuse({"exact": [1, 2]}, boosted={2}))
    assert boosted[2] > boosted[1]


def test_provider_embeddings_go_to_the_endpoint(fake_openai):
    embedder = ProviderEmbedder(base_url=fake_openai.base_url, api_key="k", model="emb-model")
    vectors = embedder.embed(["one", "two"])
    assert len(vectors) == 2 and all(len(v) == EMBEDDING_DIMENSIONS for v in vectors)
    request = fake_openai.requests[0]
    assert request.path == "/v1/embeddings"
    assert request.body == {
        "model": "emb-model",
        "input": ["one", "two"],
        "dimensions": EMBEDDING_DIMENSIONS,
        "encoding_format": request.body.get("encoding_format"),
    }
    assert request.headers["authorization"] == "Bearer k"


def test_the_first_of_each_ranking_keeps_a_place():
    ranked = [(1, 0.9), (2, 0.8), (3, 0.7)]
    scores = {1: 0.9, 2: 0.8, 3: 0.7, 7: 0.2, 8: 0.1}
    assert with_leaders(ranked, scores, [1, 2], limit=3) == ranked
    assert with_leaders(ranked, scores, [7, 1], limit=3) == [(1, 0.9), (2, 0.8), (7, 0.2)]
    assert with_leaders(ranked, scores, [7, 8, 8], limit=3) == [(1, 0.9), (7, 0.2), (8, 0.1)]


def test_broad_words_are_looked_up_only_when_the_rare_ones_found_too_little(knowledge, monkeypatch):
    """'ClickHouse' is in a few chunks, 'data' in many: asked for two, the rare word finds enough."""
    monkeypatch.setattr(retrieval, "SELECTIVE_SHARE", 0.1)
    question = "ClickHouse data"
    with_clickhouse = set(Chunk.objects.filter(text__icontains="clickhouse").values_list("pk", flat=True))
    with_data = Chunk.objects.filter(text__icontains="data").count()
    assert 2 <= len(with_clickhouse) < 0.1 * Chunk.objects.count() < with_data
    assert set(exact_candidates(question, limit=2)) <= with_clickhouse
    assert not set(exact_candidates(question, limit=24)) <= with_clickhouse  # too few: "data" too


def test_a_load_refreshes_the_planner_statistics(knowledge):
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT reltuples FROM pg_class WHERE relname = 'knowledge_chunk'")
        assert cursor.fetchone()[0] == Chunk.objects.count()


@pytest.mark.parametrize(
    "question",
    [
        "What services does she offer?",
        "Welke diensten biedt ze allemaal aan?",
        "Was bietet sie alles an?",
        "Quels services propose-t-elle ?",
        "¿Qué servicios ofrece?",
        "Quali servizi offre?",
        "Que serviços oferece o ateliê?",
    ],
)
def test_a_question_for_the_owners_services_gets_the_about_pages_list(knowledge, question):
    assert retrieval.asks_for_services(question)
    about = [e for e in knowledge_search(query=question).evidence if e.doc_id == "about"]
    assert any(retrieval.LIST_LINE.search(e.text) for e in about)


def test_a_question_naming_a_service_is_no_question_for_all_of_them():
    assert not retrieval.asks_for_services("Does she offer code reviews?")
    assert not retrieval.asks_for_services("How much do her services cost?")


def row(kind: str) -> retrieval.EvidenceRow:
    return retrieval.EvidenceRow(1, f"{kind}-doc", kind, kind, "/", "", "", "text")


def test_a_question_about_the_owner_gets_the_best_about_and_cv_chunks_in_the_last_places():
    chunks = {1: row("project"), 2: row("article"), 3: row("project"), 4: row("cv"), 5: row("about")}
    fused = [(1, 0.9), (2, 0.8), (3, 0.7), (4, 0.6), (5, 0.5)]
    assert retrieval.with_about(fused[:3], fused, chunks, limit=3) == [(1, 0.9), (5, 0.5), (4, 0.6)]
    # the about page already chosen: the CV's best joins it
    assert retrieval.with_about([(1, 0.9), (5, 0.5)], fused, chunks, limit=3) == [
        (1, 0.9),
        (5, 0.5),
        (4, 0.6),
    ]
    # both already chosen: nothing changes
    assert retrieval.with_about([(4, 0.6), (5, 0.5)], fused, chunks, limit=3) == [(4, 0.6), (5, 0.5)]
    # none found at all: nothing changes
    assert retrieval.with_about(fused[:3], fused[:3], chunks, limit=3) == fused[:3]


def test_a_price_question_gets_the_best_price_list_in_the_last_place():
    def chunk(text: str) -> retrieval.EvidenceRow:
        return retrieval.EvidenceRow(1, "doc", "Doc", "page", "/", "", "", text)

    chunks = {
        1: chunk("Group lessons run every morning."),
        2: chunk("The board costs €12 a day."),  # one amount: no list
        3: chunk("| Lesson | Price |\n|---|---|\n| Group, 2 h | 35 € |\n| Private, 1 h | 60 € |"),
    }
    fused = [(1, 0.9), (2, 0.8), (3, 0.7)]
    assert retrieval.with_price_list(fused[:2], fused, chunks, limit=2) == [(1, 0.9), (3, 0.7)]
    assert retrieval.with_price_list([(3, 0.7), (1, 0.9)], fused, chunks, limit=2) == [(3, 0.7), (1, 0.9)]
    assert retrieval.with_price_list(fused[:2], fused[:2], chunks, limit=2) == fused[:2]  # none found


@pytest.mark.parametrize(
    "question",
    [
        "Where did she learn the trade?",
        "Seit wann hat sie ihre eigene Werkstatt?",
        "¿Dónde aprendió a construir cuadros?",
        "Quel prix a-t-il remporté ?",
        "Does she sell pianos as well?",
        "Maakt hij ook strijkstokken?",
        "Où a-t-elle travaillé avant de s'installer ?",
        "When did she set up her own bindery?",
        "Var lärde hon sig att baka?",
    ],
)
def test_questions_about_the_owners_path_are_recognised(question):
    assert retrieval.ABOUT_THE_OWNER.search(retrieval.fold(question))


@pytest.mark.parametrize(
    ("question", "path"),
    [
        ("Where did she work before she opened her own shop?", True),
        ("Où a-t-elle travaillé avant de créer son entreprise ?", True),
        ("Dove lavorava prima di prendere in mano il frantoio?", True),
        ("Waar heeft Saskia haar yogaopleiding gevolgd?", True),
        ("Var jobbade Karin innan hon startade eget?", True),
        ("Does she work on Sundays?", False),
        ("Travaille-t-elle le dimanche ?", False),
    ],
)
def test_a_question_about_where_the_owner_trained_or_worked_before(question, path):
    assert retrieval.asks_owner_path(question) is path


@pytest.mark.parametrize(
    "question", ["How much is a tuning?", "Was kostet ein Hut?", "¿Cuánto pesa la cesta?"]
)
def test_other_questions_are_not_about_the_owners_path(question):
    assert not retrieval.ABOUT_THE_OWNER.search(retrieval.fold(question))


SWEDISH_SITE = {
    "om": "Jag guidar flugfiske och isfiske i Arjeplog sedan 2012.\n\n## Fiskekort\n\nDu köper fiskekort digitalt.",
    "priser": "## Kurser\n\n| Kurs | Pris |\n|---|---|\n| Nybörjarkurs i flugfiske | 2 950 kr |\n| Flugbindning | 1 200 kr |",
    "faq": "## Vilka språk guidar du på?\n\nSvenska, engelska och tyska.\n\n## Från vilken ålder?\n\nFrån 8 år.",
    **{
        f"tur-{place.lower()}": f"## {place}\n\nPå {place} fiskar vi {fish} hela sommaren.\n\n## Båten\n\n"
        "Vi åker ut med båt från bryggan klockan sju."
        for place, fish in [
            ("Hornavan", "harr"),
            ("Uddjaure", "öring"),
            ("Kakel", "sik"),
            ("Tjeggelvas", "röding"),
        ]
    },
}
GERMAN_PAGE = "## Auf Deutsch\n\nEinmal im Jahr, im Juli, lernen Sie bei mir das Werfen mit der Fliegenrute."


@pytest.mark.django_db
def test_a_question_naming_a_language_gets_the_nearest_chunk_of_a_page_in_it(tmp_path):
    """A Swedish question about a course in German finds nothing of the German page by its words, and
    its vector is noise: the German page's nearest chunk takes the last place."""
    from knowledge.services import knowledge_load

    for doc_id, (lang, body) in {
        **{k: ("sv", v) for k, v in SWEDISH_SITE.items()},
        "deutsch": ("de", GERMAN_PAGE),
    }.items():
        (tmp_path / f"{doc_id}.md").write_text(
            f"---\nid: {doc_id}\ntitle: {doc_id.title()}\nkind: page\nurl: /{doc_id}/\nlang: {lang}\n---\n{body}\n"
        )
    knowledge_load(directory=tmp_path)
    assert "deutsch" in [e.doc_id for e in knowledge_search(query="Har du någon kurs på tyska?").evidence]
    assert "deutsch" not in [
        e.doc_id for e in knowledge_search(query="Har du någon kurs på finska?").evidence
    ]


ALBANIAN_PAGE = (
    "Mirë se vini në maneggio-n tonë. Në Umbri jetojnë shumë familje shqiptare, prandaj kemi shkruar "
    "këtë faqe edhe në shqip.\n\n## Mësime në shqip\n\nDritani jep mësime kalërimi në shqip çdo të shtunë, "
    "nga ora 15:00.\n\n## Udhëtimi në Theth\n\nNë qershor 2019 udhëhoqëm një grup me kalë nga Shkodra në Theth."
)


@pytest.mark.django_db
def test_a_named_language_or_country_brings_its_page_and_the_section_its_own_name_heads(tmp_path):
    """The vectors of Albanian are noise to the local model: a question naming the language gets the
    section whose heading names it in Albanian; one naming Albania gets a chunk of that page."""
    from knowledge.services import knowledge_load

    pages = {
        "lezioni": ("it", "## Lezioni\n\nLe lezioni di gruppo sono il sabato mattina, 30 € all'ora."),
        "faq": (
            "it",
            "## Fate lezioni in inglese?\n\nSì, anche in inglese.\n\n## Il cavallo\n\nNove cavalli.",
        ),
        **{
            f"viaggio-{place.lower()}": (
                "it",
                f"## Il viaggio a cavallo a {place}\n\nTre giorni a cavallo a {place}, con lezioni di {lesson} "
                "ogni mattina.\n\n## Le lezioni\n\nLezioni in inglese e in italiano, per gruppi di sei.",
            )
            for place, lesson in [
                ("Norcia", "trotto"),
                ("Cascia", "galoppo"),
                ("Spoleto", "salto"),
                ("Todi", "dressage"),
                ("Assisi", "equilibrio"),
                ("Gubbio", "volteggio"),
            ]
        },
        "shqip": ("sq", ALBANIAN_PAGE),
    }
    for doc_id, (lang, body) in pages.items():
        (tmp_path / f"{doc_id}.md").write_text(
            f"---\nid: {doc_id}\ntitle: {doc_id.title()}\nkind: page\nurl: /{doc_id}/\nlang: {lang}\n---\n{body}\n"
        )
    knowledge_load(directory=tmp_path)
    found = knowledge_search(query="Fate lezioni in albanese?").evidence
    assert "Mësime në shqip" in [e.heading for e in found if e.doc_id == "shqip"]
    assert "shqip" in [
        e.doc_id for e in knowledge_search(query="¿Hicieron un viaje a caballo en Albania?").evidence
    ]


@pytest.mark.django_db
def test_a_price_question_gets_the_nearest_price_list_when_neither_search_found_one(tmp_path):
    """The searches' candidates hold no price list (a Swedish table is far from a Swedish question by
    the local model's vectors): the price list nearest the question among all chunks takes the last
    place, and its row joins the chunks."""
    from knowledge.retrieval import with_price_list
    from knowledge.services import knowledge_load

    for doc_id, body in SWEDISH_SITE.items():
        (tmp_path / f"{doc_id}.md").write_text(
            f"---\nid: {doc_id}\ntitle: {doc_id.title()}\nkind: page\nurl: /{doc_id}/\nlang: sv\n---\n{body}\n"
        )
    knowledge_load(directory=tmp_path)
    chunks = {}
    found = with_price_list([], [], chunks, limit=8, query="Vad kostar nybörjarkursen?")
    assert len(found) == 1 and chunks[found[0][0]].doc_id == "priser"
    assert with_price_list([], [], {}, limit=8) == []  # no question, no search
