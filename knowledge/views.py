from __future__ import annotations

from django.http import Http404, HttpResponsePermanentRedirect
from django.shortcuts import render

from knowledge.documents import sections_html, split_sections
from knowledge.selectors import document_by_url, documents_of_kind


def home(request):
    about = documents_of_kind("about").first()
    return render(
        request,
        "knowledge/home.html",
        {
            "about_sections": sections_html(split_sections(about.body)) if about else [],
            "projects": [_summary(d) for d in documents_of_kind("project")],
            "articles": [_summary(d) for d in documents_of_kind("article")],
        },
    )


def document_page(request, url: str):
    path = "/" + url
    document = document_by_url(path)
    if document is None and not path.endswith("/") and document_by_url(path + "/"):
        return HttpResponsePermanentRedirect(path + "/")
    if document is None:
        raise Http404("No such page")
    return render(
        request,
        "knowledge/document.html",
        {"document": document, "sections": sections_html(split_sections(document.body))},
    )


def _summary(document) -> dict:
    sections = split_sections(document.body)
    lead = next((s.text for s in sections if s.text), "")
    first_paragraph = lead.split("\n\n")[0]
    return {"title": document.title, "url": document.url, "summary": first_paragraph[:280]}
