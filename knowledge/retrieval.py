"""Hybrid retrieval for the chat: `knowledge_search`.

Exact (Postgres full-text) and vector (pgvector, cosine) search run over the same published chunks,
up to 24 candidates each, fused by weighted reciprocal rank fusion. Exact search is good at names,
technologies and figures; vectors at paraphrases. When the embedder fails or no vector is fresh,
exact search still answers and the result says so (`mode`).
"""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Literal, NamedTuple

from django.db import connection

from knowledge.embeddings import EmbeddingError
from knowledge.languages import TEXT_SEARCH_CONFIGS
from knowledge.models import section_url
from knowledge.places import endonym_stem, languages_named, languages_of_countries_named
from knowledge.prices import AMOUNT, asks_price, fold
from knowledge.retrieval_cache import WORD, ChunkStatistics, Term, retrieval_cache
from knowledge.selectors import published_chunks
from knowledge.vector_search import (
    VectorSearch,
    chunk_ids,
    nearest_chunk_in_languages,
    nearest_chunk_matching,
    use_hnsw_ef_search,
    vector_candidates,
)
from safety.language import detect_language

logger = logging.getLogger(__name__)

Mode = Literal["hybrid", "exact", "vector"]
CANDIDATES = 24
POOL = 64  # chunks ranked by ts_rank_cd per exact search
SELECTIVE_SHARE = 0.02
MAX_RESULTS = 8  # six -> eight, session 17: 73 spent bases replayed, +11 right answers, -1 refusal
RRF_K = 60
WEIGHTS = {"exact": 1.0, "vector": 1.0}
MAX_PER_DOCUMENT = 3  # the slots shared by several documents beat six sections of one
COMMON_SHARE = 0.25
TYPO_CORRECTION = True  # misspelt words read as the nearest known word (the bench switches it off)
PRICE_LIST_AMOUNTS = 2  # amounts in a chunk that make it a price list
PAGE_BOOST = 0.004  # about a quarter of a first place in one list: a tie-breaker, never a trump card


# "What services does she offer?", "Welke diensten biedt ze aan?", "Que serviços oferece?": a site's
# most asked question, answered by the about page's list of what the owner does. The list's own words
# ("What I do", "Cosa faccio") are rarely the question's, so neither search ranks it.
SERVICES = re.compile(
    r"\b(?:which|what|what kinds? of|welke|wat voor|welche|was fur|quels|quelles|quel type de|que|cuales|"
    r"quali|che|quais|que tipo de)\s+(?:\w+\s+)?(?:services?|diensten|dienstverlening|leistungen|"
    r"dienstleistungen|angebote?|servicios|servizi|servicos|prestations|work|werk|arbeiten|travaux|trabajos|"
    r"lavori|trabalhos)\b|\bwhat (?:do|does) (?:you|she|he|they) (?:offer|do for)|\bwas (?:bietet|bieten)\b|"
    r"\bwat (?:biedt|bied|doet)\b|\bque (?:ofrece|propose|offre|oferece|faz)\b|\bcosa (?:offre|fa)\b|"
    r"\bvilka (?:\w+ )?tjanster\b|\bvad (?:erbjuder|gor) (?:du|ni|hon|han)\b"
)
LIST_LINE = re.compile(r"(?m)^\s*(?:[-*+]|\d+[.)])\s+\S")
# "Where did she learn the trade?", "Seit wann hat sie ihre eigene Werkstatt?", "Does she also sell
# pianos?": the owner's path and what they do or don't do live in the about page and the CV, whose
# words are rarely the question's.
ABOUT_THE_OWNER = re.compile(
    r"\b(?:learn\w*|train\w*|stud(?:y|ied)|apprentice\w*|grow up|grew up|born|own (?:business|workshop|studio|"
    r"shop)|award\w*|prize\w*|before (?:she|he|they) (?:opened|started|set up)|"
    r"geleerd|leerde|opleiding|gestudeerd|studeerde|opgegroeid|geboren|eigen (?:bedrijf|zaak|werkplaats|atelier)|"
    r"gelernt|lernte|ausbildung|lehre|studiert|aufgewachsen|eigene\w* (?:werkstatt|firma|"
    r"geschaft|atelier)|auszeichnung\w*|appris|formation|etudie|grandi|propre (?:atelier|"
    r"entreprise|boutique)|recompense\w*|won|gewonnen|gewann|remporte|gano|vinto|ganhou|aprendio|aprendiendo|formo|estudio|crecio|nacio|propi[oa] "
    r"(?:taller|negocio|tienda)|premios?|imparato|studiato|cresciut[oa]|nat[oa]|propri[oa] (?:laboratorio|"
    r"bottega|negozio)|aprendeu|estudou|cresceu|nasceu|propri[oa] (?:oficina|negocio|loja))\b|"
    r"\b(?:also|as well|too|ook|auch|aussi|egalement|tambien|anche|tambem)\b|"
    # where the owner worked before, and a business of their own by any name ("her own bindery")
    r"\b(?:work(?:ed)? before|set up|(?:her|his|their) own|worked|gewerkt|werkte|gearbeitet|arbeitete|"
    r"(?:haar|zijn|hun) eigen|(?:ihr|sein)e[nm]? eigene|travaille\w*|(?:son|sa) propre|trabaj[oó]|"
    r"(?:su|sus) propi[oa]s?|lavorato|lavorava|trabalhou|trabalhava|(?:o seu|a sua|seu|sua) propri[oa]|"
    # Swedish
    r"larde|utbildning|studerade|vaxte upp|fodd|egen|eget|egna|jobbade|arbetade)\b"
)
ABOUT_KINDS = ("about", "cv")
# "Where did she learn the trade?", "Var jobbade Karin innan hon startade eget?", "Waar heeft ze haar
# yogaopleiding gevolgd?": where the owner trained or worked before, which the CV answers.
WORK = r"(?:work\w*|gewerkt|werkte|gearbeitet|arbeitete|travaill\w*|trabaj\w*|lavor\w*|trabalh\w*|jobbade|arbetade)"
BEFORE = r"(?:before|voor|voordat|daarvoor|bevor|vorher|davor|avant|antes|prima|innan)"
OWNER_PATH = re.compile(
    r"\b(?:learn\w*|train(?:ed|ing)|stud(?:y|ied)|apprentice\w*|geleerd|leerde|\w*opleiding|gestudeerd|studeerde|"
    r"gelernt|lernte|\w*ausbildung|lehre|studiert|appris|formation|etudie|aprendio|formo|estudio|imparato|studiato|"
    r"aprendeu|estudou|formou|larde|\w*utbildning|studerade|utbildat|utbildade|opgeleid|ausgebildet|formee)\b|"
    # "Where did Mercè train as a watchmaker?" (not "Can I come by train?")
    r"\b(?:did|does|do) (?:\w+ ){1,3}train\b|"
    rf"\b{WORK}\b.{{0,40}}\b{BEFORE}\b|\b{BEFORE}\b.{{0,40}}\b{WORK}\b"
)


# "Where is the shop?", "Wo ist das Labor?", "Var ligger verkstaden?", "Où se trouve l'atelier ?": a
# place, which the about page's address answers and a unit naming a place ("in Bridport", "Corve
# Street") states; the question's vector meets opening hours and the workshop's news as often.
ASKS_PLACE = re.compile(
    r"(?:^|[\s\"(¿])(?:where(?:'s| (?:is|are|can (?:i|we|you) (?:find|get|buy|park|meet)|do (?:i|we|you) (?:find|go|meet)))|"
    r"waar (?:is|zijn|zit|zitten|ligt|vind|kan ik|kunnen we)|wo (?:ist|sind|liegt|befindet|finde|findet|kann ich)|"
    r"ou (?:est|sont|se trouve|se situe|trouver|puis-je|peut-on)|donde (?:esta|estan|queda|se encuentra|encuentro|puedo)|"
    r"dove (?:e|si trova|sta|sono|trovo|posso)|onde (?:e|fica|ficam|esta|encontro|posso)|var (?:ligger|finns|hittar|kan jag|"
    r"ar|har (?:\w+ )?sin|haller (?:\w+ )?till))\b|"
    r"\b(?:located|based|gelegen|situe|situad[oa]|situat[oa]|localizad[oa])\b|"
    # spoken word order, the place asked last: "C'est où, l'atelier ?", "A oficina fica onde?"
    r"\b(?:c'est|est-ce|(?:il|elle) est|se trouve|fica|ficam|esta|queda) (?:ou|onde|donde)\b"
)


def asks_for_services(query: str) -> bool:
    return bool(SERVICES.search(fold(query)))


def asks_place(query: str) -> bool:
    return bool(ASKS_PLACE.search(fold(query)))


def asks_owner_path(query: str) -> bool:
    return bool(OWNER_PATH.search(fold(query)))


def services_list() -> int | None:
    """The first section of an about document that holds a list, or None."""
    sections = published_chunks().filter(document__kind="about").order_by("document_id", "position")
    return next((pk for pk, text in sections.values_list("pk", "text") if LIST_LINE.search(text)), None)


@dataclass(frozen=True)
class Evidence:
    """One retrieved chunk, with what a citation needs."""

    chunk_id: int
    doc_id: str
    title: str
    kind: str
    url: str  # the section's url: document url + #anchor
    heading: str
    text: str
    score: float
    language: str = ""  # the document's (front matter `lang`, else detected): "" when unknown


@dataclass(frozen=True)
class Retrieval:
    evidence: list[Evidence]
    mode: Mode  # what actually ran; "exact" when vectors were asked for but unavailable


def exact_candidates(query: str, *, limit: int = CANDIDATES) -> list[int]:
    """Chunk ids ranked by full-text match on the query's rarest words (OR), denser matches first."""
    search = exact_search(query, limit=limit)
    return chunk_ids(search) if search else []


def exact_search(query: str, *, limit: int = CANDIDATES) -> tuple[str, list] | None:
    """The statement (SQL, params) of `exact_candidates`; None when no word of the query can match.

    The question is searched in every text search configuration the published chunks use (a Dutch
    chunk holds Dutch stems, an English one English stems): each term is a (configuration, lexeme)
    pair, looked up only in chunks of its configuration.

    Words found in more than a quarter of the chunks (the owner's name, "project") say nothing about
    which chunk answers, yet dominate an OR query's ranking; they count only when nothing rarer is
    left. At most four terms, the rarest, are searched: they carry the meaning.

    The cost stays flat as the knowledge base grows because only a pool of `POOL` chunks is ranked
    by `ts_rank_cd` (which reads each chunk's search vector). Each term is looked up on its own in
    the GIN index, and the pool holds the chunks with the most of the rarest terms (summed inverse
    document frequency). Broad terms (in more than `SELECTIVE_SHARE` of the chunks) are looked up
    only when the selective ones found fewer chunks than asked for: their long lists are what made
    one OR query over 10,000 chunks cost 35 ms. (At the sample's size nearly every word is broad.)
    """
    words, statistics = query_terms(query)
    total, frequency = statistics.total, statistics.frequency
    known, unseen = searchable_terms(words, statistics, language=detect_language(query, default=""))
    informative = [term for term in known if frequency[term] <= COMMON_SHARE * total] or known
    rarest = sorted(informative, key=lambda term: (frequency[term], term[1], term[0]))[:4]
    searched = rarest + unseen[:2]
    if not searched:
        return None
    selective = [term for term in searched if frequency.get(term, 0) <= SELECTIVE_SHARE * total]
    broad = [term for term in searched if term not in selective]
    several = len(statistics.configs) > 1

    def lookup(term: Term, *, gated: bool) -> tuple[str, list]:
        sql = "SELECT id, %s::float8 AS weight FROM knowledge_chunk WHERE search_vector @@ %s::tsquery"
        if several:
            sql += " AND search_config = %s::regconfig"
        if gated:  # a one-time filter: the scan does not run when the selective words found enough
            sql += " AND (SELECT count(DISTINCT id) FROM selective_hits) < %s"
        weight = math.log((total + 1) / frequency.get(term, 1))
        params = [weight, tsquery_term(term[1]), *([term[0]] if several else []), *([limit] if gated else [])]
        return sql, params

    selective_parts = [lookup(term, gated=False) for term in selective] or [
        ("SELECT NULL::bigint AS id, 0::float8 AS weight WHERE false", [])
    ]
    all_parts = [("SELECT id, weight FROM selective_hits", [])] + [lookup(term, gated=True) for term in broad]
    sql = f"""
        WITH selective_hits AS MATERIALIZED ({" UNION ALL ".join(part for part, _ in selective_parts)}),
        pool AS MATERIALIZED (
            SELECT id, sum(weight) AS coverage FROM ({" UNION ALL ".join(part for part, _ in all_parts)}) hits
            GROUP BY id ORDER BY coverage DESC, id LIMIT %s
        )
        SELECT p.id FROM pool p JOIN LATERAL (
            SELECT document_id, search_vector FROM knowledge_chunk WHERE id = p.id
        ) c ON true
        WHERE (SELECT published FROM knowledge_document WHERE id = c.document_id)
        ORDER BY ts_rank_cd(c.search_vector, %s::tsquery) DESC, p.id LIMIT %s
    """
    params = [value for _, part_params in selective_parts + all_parts for value in part_params]
    lexemes = dict.fromkeys(term[1] for term in searched)
    return sql, [*params, POOL, " | ".join(tsquery_term(lexeme) for lexeme in lexemes), limit]


def query_terms(query: str) -> tuple[list[list[Term]], ChunkStatistics]:
    """Each word of the question (of its first 32) as its terms in every configuration the published
    chunks use, and those chunks' statistics: what full-text search and its fusion weight are both
    computed from."""
    words = list(dict.fromkeys(WORD.findall(query)[:32]))
    statistics = retrieval_cache.chunk_statistics()
    terms: dict[str, list[Term]] = {word: [] for word in words}
    for config in statistics.configs if words else ():
        for word, lexemes in retrieval_cache.word_lexemes(words, config).items():
            terms[word] += [(config, lexeme) for lexeme in lexemes]
    return [word_terms for word_terms in terms.values() if word_terms], statistics


def searchable_terms(
    words: list[list[Term]], statistics: ChunkStatistics, *, language: str
) -> tuple[list[Term], list[Term]]:
    """(known terms, unseen terms), each unique and in lexeme order.

    A term no chunk holds is unseen (a typo, a foreign word, or text synced by another process since
    the statistics were read) unless another configuration knows the same word. An unseen term of
    the question's own language becomes the base's nearest lexeme when one is close enough
    ("opleidng" -> "opleid"): only there, as a foreign word looks like a misspelt one."""
    frequency, known, unseen = statistics.frequency, {}, {}
    typo_config = TEXT_SEARCH_CONFIGS.get(language)
    for word_terms in words:
        configs_knowing = {config for config, _ in word_terms if (config, _) in frequency}
        for term in word_terms:
            if term in frequency:
                known[term] = True
            elif not configs_knowing - {term[0]}:
                nearest = statistics.nearest(term) if term[0] == typo_config and TYPO_CORRECTION else None
                (known if nearest else unseen)[nearest or term] = True
    return sorted(known, key=_term_order), sorted(unseen, key=_term_order)


def _term_order(term: Term) -> tuple[bytes, str]:
    return term[1].encode(), term[0]


def tsquery_term(lexeme: str) -> str:
    return "'" + lexeme.replace("'", "''") + "'"


def hybrid_candidates(query: str, *, limit: int = CANDIDATES) -> dict[str, list[int]]:
    """`exact_candidates` and `vector_candidates` both, in one statement: one round trip."""
    exact = exact_search(query, limit=limit)
    try:
        vector = VectorSearch.embed(query, limit=limit)
    except EmbeddingError as error:
        logger.warning("vector search unavailable, exact search only", extra={"error": str(error)})
        return {"exact": chunk_ids(exact) if exact else []}
    exact_sql, exact_params = exact or ("SELECT NULL::bigint WHERE false", [])
    hnsw_sql, hnsw_params = vector.hnsw()
    with connection.cursor() as cursor:
        use_hnsw_ef_search(cursor)
        cursor.execute(f"SELECT ARRAY({exact_sql}), ARRAY({hnsw_sql})", [*exact_params, *hnsw_params])
        exact_ids, vector_ids = cursor.fetchone()
    return {
        "exact": exact_ids,
        "vector": vector_ids if len(vector_ids) >= limit else chunk_ids(vector.exact_scan()),
    }


def fuse(
    rankings: dict[str, list[int]],
    *,
    weights: dict[str, float] = WEIGHTS,
    boosted: set[int] = frozenset(),
) -> list[tuple[int, float]]:
    """Weighted reciprocal rank fusion: a chunk ranked well by both lists rises to the top."""
    scores: dict[int, float] = {}
    for name, ids in rankings.items():
        for rank, chunk_id in enumerate(ids, start=1):
            scores[chunk_id] = scores.get(chunk_id, 0.0) + weights[name] / (RRF_K + rank)
    for chunk_id in boosted & scores.keys():
        scores[chunk_id] += PAGE_BOOST
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))


def exact_coverage(query: str) -> float:
    """The share of the question that full-text search can see, from 0 to 1: the summed inverse
    document frequency of its words found in the knowledge base over that of all its words (a word
    never seen counts as rarer than any), in the configuration that sees most of it. Hybrid fusion
    weighs exact search by it.

    In "Welke talen spreekt <name>?" full-text search sees only the owner's name, about 5% of the
    question; at full weight its ranking (the about page, where the name is densest) counted as much
    as the vectors' (the skills page). On the bench's 40 questions: hybrid MRR 0.81 → 0.89.
    """
    words, statistics = query_terms(query)
    total, frequency = statistics.total, statistics.frequency
    known, _ = searchable_terms(words, statistics, language=detect_language(query, default=""))
    seen_terms = set(known)

    def information(term: Term) -> float:
        return math.log((total + 1) / frequency.get(term, 0.5))

    shares = []
    for config in statistics.configs:
        terms = {term for word_terms in words for term in word_terms if term[0] == config}
        corrected = {term for term in seen_terms if term[0] == config and term not in terms}
        whole = sum(information(term) for term in terms)
        seen = sum(information(term) for term in terms if term in frequency)
        seen += sum(information(term) for term in corrected)
        shares.append(min(seen / whole, 1.0) if whole else 0.0)
    return max(shares, default=0.0)


def with_leaders(
    ranked: list[tuple[int, float]], scores: dict[int, float], leaders: list[int], *, limit: int
) -> list[tuple[int, float]]:
    """The first `limit` of `ranked`, where the first chunk of each ranking takes one of the last
    places if fusion left it out. Fusion favours chunks that both lists found; the one chunk naming
    a rare word of the question ("Harbourline") may be found by exact search alone."""
    chosen = ranked[:limit]
    missing = [leader for leader in dict.fromkeys(leaders) if leader not in dict(chosen)]
    if not missing:
        return chosen
    return chosen[: limit - len(missing)] + [(leader, scores[leader]) for leader in missing]


def with_about(
    ranked: list[tuple[int, float]],
    fused: list[tuple[int, float]],
    chunks: dict[int, EvidenceRow],
    *,
    limit: int,
) -> list[tuple[int, float]]:
    """`ranked` with the best fused chunk of the about page and of the CV, each in one of the last
    places when none of that document kind's is among the first `limit`: the answerer decides whether
    it answers. Where she trained is in the CV, what she does on the about page, and a question
    about the owner finds either as often as the other (the 48 spent evaluation sets replayed, one
    of either: +5 right, 0 lost; session 24, 122 sets, each of both and the words for where the owner
    worked before: +10 right, -3)."""
    chosen = ranked[:limit]
    chosen_kinds = {chunks[chunk_id].kind for chunk_id, _ in chosen if chunk_id in chunks}
    missing = [
        next(
            (
                (chunk_id, score)
                for chunk_id, score in fused
                if chunk_id in chunks and chunks[chunk_id].kind == kind
            ),
            None,
        )
        for kind in ABOUT_KINDS
        if kind not in chosen_kinds
    ]
    missing = [found for found in missing if found is not None]
    if not missing:
        return chosen
    return [*chosen[: limit - len(missing)], *missing]


def with_price_list(
    ranked: list[tuple[int, float]],
    fused: list[tuple[int, float]],
    chunks: dict[int, EvidenceRow],
    *,
    limit: int,
    query: str = "",
) -> list[tuple[int, float]]:
    """`ranked` with the best fused chunk that states PRICE_LIST_AMOUNTS or more amounts (a price
    list) in the last place when none among the first `limit` does. "How much is a group surf lesson?"
    on a Portuguese site: the rows ("Aula de grupo | 2 h | 35 €") share no word with the question, and
    an English page's sections win both searches (session 24, 130 bases replayed: +4 right answers, -1
    refusal). When no fused chunk is one, the price list nearest the question among all published
    chunks: neither search reaches a table of a language the vectors don't read ("Vad kostar
    nybörjarkursen?" beside "| Nybörjarkurs kölbåt | 4 dagar | 4 900 kr |")."""
    chosen = ranked[:limit]

    def price_list(chunk_id: int) -> bool:
        return chunk_id in chunks and is_price_list(chunks[chunk_id].text)

    if any(price_list(chunk_id) for chunk_id, _ in chosen):
        return chosen
    found = next(((chunk_id, score) for chunk_id, score in fused if price_list(chunk_id)), None)
    if found is None and query:
        try:
            nearest = nearest_chunk_matching(query, is_price_list)
        except EmbeddingError:
            nearest = None
        if nearest is not None and (rows := evidence_rows([nearest])):
            chunks |= rows
            found = (nearest, 0.0)
    return chosen if found is None else [*chosen[: limit - 1], found]


def is_price_list(text: str) -> bool:
    return len(AMOUNT.findall(text)) >= PRICE_LIST_AMOUNTS


def with_named_language_page(
    ranked: list[tuple[int, float]], chunks: dict[int, EvidenceRow], query: str, *, limit: int
) -> list[tuple[int, float]]:
    """`ranked` with the chunk nearest the question of a page written in a language it names ("Har du
    någon kurs på tyska?" on a Swedish site with a German page), or in the language of a country it
    names ("el viaje a caballo en Albania" beside the Albanian page), in the last place when none
    among the first `limit` is of that language: that page holds what the site offers in it or there,
    and neither search finds it from a question in another language. A named language's section is
    the one whose heading says it in that language ("Mësime në shqip"). The found chunk's row joins
    `chunks`."""
    chosen = ranked[:limit]
    named = languages_named(query)
    if not (languages := named | languages_of_countries_named(query)) or any(
        chunks[chunk_id].language in languages for chunk_id, _ in chosen if chunk_id in chunks
    ):
        return chosen
    try:
        found = nearest_chunk_in_languages(
            query,
            languages,
            heading_stems=frozenset(endonym_stem(code) for code in named),
            priced=asks_price(query),
        )
    except EmbeddingError:
        return chosen
    if found is None or found in dict(chosen):
        return chosen
    chunks |= evidence_rows([found])
    return [*chosen[: limit - 1], (found, 0.0)] if found in chunks else chosen


class EvidenceRow(NamedTuple):
    document_id: int
    doc_id: str
    title: str
    kind: str
    url: str
    anchor: str
    heading: str
    text: str
    language: str = ""  # the document's: front matter `lang`, else detected


def evidence_rows(chunk_ids: list[int]) -> dict[int, EvidenceRow]:
    """What evidence needs of each published chunk among `chunk_ids`, by id. Plain SQL and only
    these columns: neither vectors nor document bodies, and no model instances (the ORM's
    `in_bulk` of ~40 chunks with their documents cost more than the search itself). The chunks are
    fetched by id first: joined directly, the planner walked all 10,000 chunks in document order."""
    if not chunk_ids:
        return {}
    with connection.cursor() as cursor:
        cursor.execute(
            """
            WITH wanted AS MATERIALIZED (
                SELECT id, document_id, anchor, heading, text FROM knowledge_chunk WHERE id = ANY(%s)
            )
            SELECT w.id, w.document_id, d.doc_id, d.title, d.kind, d.url, w.anchor, w.heading, w.text,
                COALESCE(NULLIF(d.lang, ''), d.detected_lang)
            FROM wanted w JOIN knowledge_document d ON d.id = w.document_id WHERE d.published
            """,
            [chunk_ids],
        )
        return {row[0]: EvidenceRow(*row[1:]) for row in cursor.fetchall()}


def knowledge_search(
    *, query: str, page: str | None = None, mode: Mode = "hybrid", limit: int = MAX_RESULTS
) -> Retrieval:
    """At most `limit` pieces of evidence for `query`; `page` (the path being read) breaks ties."""
    rankings: dict[str, list[int]] = {}
    if mode == "hybrid":
        rankings = hybrid_candidates(query)
    elif mode == "exact":
        rankings["exact"] = exact_candidates(query)
    else:
        try:
            rankings["vector"] = vector_candidates(query, limit=CANDIDATES)
        except EmbeddingError as error:
            logger.warning("vector search unavailable, exact search only", extra={"error": str(error)})
            rankings["exact"] = exact_candidates(query)
    ran: Mode = mode
    if mode == "hybrid" and not rankings.get("vector"):
        ran = "exact"  # embedder down, or no fresh vector in the index
    elif mode == "vector" and "exact" in rankings:
        ran = "exact"
    boosted: set[int] = set()
    if page:
        boosted = set(published_chunks().filter(document__url=page).values_list("pk", flat=True))
    weights = dict(WEIGHTS)
    if ran == "hybrid":
        weights["exact"] *= exact_coverage(query)
    fused = fuse(rankings, weights=weights, boosted=boosted)
    chunks = evidence_rows([chunk_id for chunk_id, _ in fused])
    ranked, per_document = [], Counter()
    for chunk_id, score in fused:
        if chunk_id in chunks and per_document[chunks[chunk_id].document_id] < MAX_PER_DOCUMENT:
            per_document[chunks[chunk_id].document_id] += 1
            ranked.append((chunk_id, score))
    leaders = [next((i for i in ids if i in chunks), None) for ids in rankings.values()]
    ranked = with_leaders(ranked, dict(fused), [leader for leader in leaders if leader], limit=limit)
    if ABOUT_THE_OWNER.search(fold(query)) or asks_place(query):  # the about page holds the address
        ranked = with_about(ranked, fused, chunks, limit=limit)
    if asks_price(query):
        ranked = with_price_list(ranked, fused, chunks, limit=limit, query=query)
    if ran == "hybrid":
        ranked = with_named_language_page(ranked, chunks, query, limit=limit)
    if asks_for_services(query) and (listed := services_list()) and listed not in dict(ranked):
        ranked = [*ranked[: limit - 1], (listed, 0.0)]  # the last place: the answerer decides
        chunks |= evidence_rows([listed])
    evidence = [
        Evidence(
            chunk_id=chunk_id,
            doc_id=chunks[chunk_id].doc_id,
            title=chunks[chunk_id].title,
            kind=chunks[chunk_id].kind,
            url=section_url(chunks[chunk_id].url, chunks[chunk_id].anchor),
            heading=chunks[chunk_id].heading,
            text=chunks[chunk_id].text,
            score=score,
            language=chunks[chunk_id].language,
        )
        for chunk_id, score in ranked
    ]
    return Retrieval(evidence=evidence, mode=ran)
