"""`make mutate`: can the tests that guard Pagewise's critical behaviours fail?

Each mutation below breaks one behaviour on purpose: in `file`, the exact text `original` becomes
`mutated`. The mutations are applied one at a time to a temporary copy of the repository (the
files `git ls-files` knows, tracked or new; the working tree is never touched), and only the tests
named to catch each one run there. A mutation no named test fails on "survives", and the exit
status is 1. Before any mutation the named tests run once on the unmutated copy: a test that
fails there cannot count as catching anything.

    python scripts/mutate.py              all mutations
    python scripts/mutate.py --only mmr   the mutations whose name contains "mmr"
    python scripts/mutate.py --list       names, files and tests only

To add one, append a `Mutation` to MUTATIONS: an `original` snippet that occurs exactly once in
the file, and the pytest node ids (file::test) that must fail when it is replaced.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PYTEST_TIMEOUT = 1800  # seconds for one mutation's tests (a hang counts as not caught)


@dataclass(frozen=True)
class Mutation:
    name: str
    file: str
    original: str
    mutated: str
    tests: tuple[str, ...]


MUTATIONS = [
    Mutation("escalation floor: < becomes <=", "knowledge/core.py",
             "confidence < self.settings.escalation_threshold", "confidence <= self.settings.escalation_threshold",
             ("tests/test_boundaries.py::test_the_escalation_floor_escalates_below_it_never_at_it",)),
    Mutation("answerability threshold: < becomes <=", "knowledge/core.py",
             "answerability < self.settings.answerability_cutoff",
             "answerability <= self.settings.answerability_cutoff",
             ("tests/test_boundaries.py::test_the_answerability_threshold_escalates_below_it_never_at_it",)),
    Mutation("answer reader: its belief lifts answerability above the plain signal's cap",
             "knowledge/answering/answerability.py",
             "mixed if cap is None else min(mixed, cap * plain)", "mixed",
             ("tests/test_reader.py::test_the_reader_cannot_lift_answerability_above_its_cap_by_the_plain_signal",)),
    Mutation("answer reader: the threshold ignores the reader setting", "knowledge/settings.py",
             'ANSWERABILITY_THRESHOLDS["off" if self.reader_weights.strip() == "off" else "reader"]',
             'ANSWERABILITY_THRESHOLDS["reader"]',
             ("tests/test_settings.py::test_the_answerability_threshold_follows_the_reader_setting_unless_it_is_set",
              "tests/test_reader.py::test_the_reader_is_on_by_default_can_be_switched_off_and_a_bad_setting_is_refused")),
    Mutation("near miss: a code the documents never name is not discounted", "knowledge/answering/answerability.py",
             "IDENTIFIER_PENALTY = 0.3", "IDENTIFIER_PENALTY = 0.0",
             ("tests/test_near_misses.py::test_a_listed_error_code_is_answered_and_an_unlisted_one_escalates",)),
    Mutation("near miss: an e-mail answers a phone-number question", "knowledge/answering/asked_kinds.py",
             "REQUIRED = (AMOUNT, DURATION, WHEN, CONTACT, COUNT, PHONE, EMAIL)",
             "REQUIRED = (AMOUNT, DURATION, WHEN, CONTACT, COUNT)",
             ("tests/test_near_misses.py::test_an_email_is_answered_and_a_phone_number_the_manual_lacks_escalates",
              "tests/test_asked_kinds.py::test_a_contact_of_another_channel_is_a_near_miss")),
    Mutation("list markers drawn after their text left where they fall", "knowledge/pdf/structure.py",
             "return _attach_markers([ln for ln in lines",
             "return ([ln for ln in lines",
             ("tests/test_structure.py::test_list_markers_drawn_after_their_text_go_back_in_front_of_it",)),
    Mutation("a page in two columns read across the page", "knowledge/pdf/structure.py",
             "lines, stacked = one_column(p, [ln for ln in lines if id(ln) not in in_cards])",
             "lines, stacked = [ln for ln in lines if id(ln) not in in_cards], p",
             ("tests/test_structure.py::test_a_page_in_two_columns_is_read_column_after_column",)),
    Mutation("labels beside values taken for two columns of prose", "knowledge/pdf/columns.py",
             "_FULL = 0.5", "_FULL = 0.0",
             ("tests/test_structure.py::test_short_labels_beside_values_are_not_taken_for_two_columns",)),
    Mutation("prose between a ruled table and a ruled note read as rows", "knowledge/pdf/tables.py",
             "if not any(prose) or", "if True or",
             ("tests/test_structure.py::test_a_paragraph_between_a_ruled_table_and_a_ruled_note_is_not_a_row",)),
    Mutation("a bold group label under the header row taken for a header", "knowledge/pdf/tables.py",
             "and not (len(region[n].cells) == 1 and len(region[0].cells) > 1):", ":",
             ("tests/test_structure.py::test_a_bold_group_label_under_the_header_row_is_not_a_header",)),
    Mutation("a wrapped cell's second line in a gridded table read as a row", "knowledge/pdf/tables.py",
             "wrapped = bool(one_line) and", "wrapped = False and",
             ("tests/test_structure.py::test_a_cell_wrapped_over_lines_in_a_gridded_table_stays_in_its_row",)),
    Mutation("a table's group label row kept as a row, not given to its rows", "knowledge/pdf/structure.py",
             "if len(cells) >= 2 and filled == [0] or", "if False and",
             ("tests/test_structure.py::test_a_group_label_row_names_the_rows_under_it_and_is_no_row_itself",)),
    Mutation("any rules beside a right column (a box's edges) keep a page from being read as two columns",
             "knowledge/pdf/columns.py", "return max(widths.values(), default=0) >= _TABLE_RULES",
             "return sum(widths.values()) >= _TABLE_RULES",
             ("tests/test_structure.py::test_a_glossary_in_two_columns_with_boxes_is_read_column_after_column",)),
    Mutation("the gutter taken at the most common start (indented second lines), not the leftmost",
             "knowledge/pdf/columns.py", "for at in sorted(starts)", "for at in sorted(starts, key=lambda x: -starts[x])[:1]",
             ("tests/test_structure.py::test_a_glossary_in_two_columns_with_boxes_is_read_column_after_column",)),
    Mutation("the left column cut where the shorter right column ends", "knowledge/pdf/columns.py",
             "        left.append(ln)  # the left column runs on", "        pass  # the left column runs on",
             ("tests/test_structure.py::test_a_glossary_in_two_columns_with_boxes_is_read_column_after_column",)),
    Mutation("a table ruled under each row read line by line where it goes on at the top of a page",
             "knowledge/pdf/tables.py", "    going_on = _going_on(page, bands, previous, stacks)\n",
             "    going_on = None\n",
             ("tests/test_structure.py::test_a_table_ruled_under_each_row_goes_on_at_the_top_of_the_next_page",)),
    Mutation("a cell's lines whose boxes overlap read as one line, left to right", "knowledge/pdf/tables.py",
             "if rows and c.top - rows[-1][0].top < SAME_LINE * max(c.size, rows[-1][0].size):",
             "if rows and c.top < max(r.bottom for r in rows[-1]) - 1.0:",
             ("tests/test_structure.py::test_a_header_cell_wrapped_over_two_tight_lines_reads_top_line_first",)),
    Mutation("a page with ruling lines but no row-like lines skips the table finder", "knowledge/pdf/tables.py",
             "    if not stacks and going_on is None and not any(", "    if going_on is None and not any(",
             ("tests/test_structure.py::test_a_ruled_table_whose_second_column_is_wider_than_half_the_page_is_a_table",)),
    Mutation("a word broken at a hyphen inside a table cell left in two", "knowledge/pdf/tables.py",
             "    if line.hyphen and cells:", "    if False:",
             ("tests/test_structure.py::test_a_word_broken_at_a_hyphen_inside_a_table_cell_is_joined",)),
    Mutation("a running header naming the chapter read as a heading", "knowledge/pdf/running.py",
             "                marks.add(id(line))", "                pass",
             ("tests/test_structure.py::test_a_running_header_naming_the_chapter_is_not_a_heading",)),
    Mutation("the next sentence of the paragraph left out of the reply", "knowledge/answering/extractive.py",
             "\n            or _same_paragraph(c, candidates[following])):", "):",
             ("tests/test_asked_kinds.py::test_the_next_sentence_of_the_paragraph_goes_on_with_the_best_one",)),
    Mutation("word coverage counts the story around the question", "knowledge/answering/answerability.py",
             "words = list(dict.fromkeys(terms(asking_part(question))))", "words = list(dict.fromkeys(terms(question)))",
             ("tests/test_words.py::test_word_coverage_reads_only_the_sentences_that_ask",)),
    Mutation("contractions typed without apostrophes count as content words", "knowledge/answering/words.py",
             "dont cant wont doesnt didnt", "",
             ("tests/test_words.py::test_contractions_typed_without_apostrophes_are_not_content_words",)),
    Mutation("abbreviated day names are other words", "knowledge/answering/words.py",
             "_stem(_SHORT_NAMES.get(w, w))", "_stem(w)",
             ("tests/test_words.py::test_abbreviated_days_and_months_are_the_whole_words",)),
    Mutation("a bold first row of labels and values taken for a header", "knowledge/pdf/tables.py",
             "        if _highlighted_pair(region):\n            return 0\n", "",
             ("tests/test_structure.py::test_a_bold_first_row_of_labels_and_values_is_a_row_not_a_header",)),
    Mutation("story around the question read for the asked kind", "knowledge/answering/asked_kinds.py",
             "    question = asking_part(question)\n", "",
             ("tests/test_asked_kinds.py::test_a_figure_or_story_around_the_question_is_not_what_it_asks",)),
    Mutation("high badge: >= becomes >", "knowledge/core.py",
             "if confidence >= self.settings.confidence_high:",
             "if confidence > self.settings.confidence_high:",
             ("tests/test_boundaries.py::test_badge_levels_start_exactly_at_their_thresholds",)),
    Mutation("llm citations not checked against retrieved chunks", "knowledge/answering/llm.py",
             "if cid in known_ids and cid not in citations:",
             "if cid not in citations:",
             ("tests/test_llm.py::test_no_valid_citation_is_treated_as_unsupported",
              "tests/test_llm.py::test_citations_of_chunks_not_retrieved_are_dropped")),
    Mutation("llm-mode eval skips the groundedness check", "knowledge/eval/run.py",
             "answer.retrieved_chunks) if checked else (0, [])",
             'answer.retrieved_chunks) if checked and answer.mode != "llm" else (0, [])',
             ("tests/test_eval.py::test_the_hallucination_floor_catches_an_llm_that_invents_in_the_scripted_share",)),
    Mutation("adaptive retrieval: MMR diversity off", "knowledge/answering/retrieval.py",
             "_MMR_LAMBDA = 0.7", "_MMR_LAMBDA = 1.0",
             ("tests/test_retrieval_modes.py::test_adaptive_mmr_replaces_near_duplicates_for_an_analytical_question",)),
    Mutation("one-writer lock taken shared", "knowledge/store/lock.py",
             "fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)", "fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)",
             ("tests/test_ingest.py::test_second_writer_is_refused_while_readers_keep_answering",
              "tests/test_freshness_processes.py::test_two_processes_on_one_data_dir_never_ingest_at_once")),
    Mutation("crash-test marker: new chunks not written before the flip", "knowledge/store/chunks.py",
             "        self._write_chunks(source, version, chunks, vectors)\n        self._changed()  # before the flip",
             "        self._changed()  # before the flip",
             ("tests/test_ingest.py::test_ingest_killed_midway_leaves_the_previous_index_answering",)),
    Mutation("slack: <!channel> in answers not escaped", "bot/slack/render.py",
             '.replace("<", "&lt;").replace(">", "&gt;")', "",
             ("tests/slack/test_slack_parts.py::test_escape_leaves_no_slack_markup",
              "tests/slack/test_slack_adapter.py::test_mass_mention_text_in_a_pdf_arrives_escaped")),
    Mutation("slack: messages from bots not filtered (bot_id)", "bot/slack/incoming.py",
             'if event.get("bot_id") or event.get("bot_profile")', 'if event.get("bot_profile")',
             ("tests/slack/test_slack_adapter.py::test_bot_messages_edits_deletions_and_chatter_are_ignored",)),
    Mutation("discord: every mention allowed by default", "bot/discord/adapter.py",
             "allowed_mentions=discord.AllowedMentions.none()", "allowed_mentions=discord.AllowedMentions.all()",
             ("tests/discord/test_wire.py::test_pdf_text_with_everyone_arrives_escaped_with_no_mentions_allowed",
              "tests/discord/test_wire.py::test_answer_is_a_reply_with_embed_buttons_and_typing_first")),
    Mutation("reader: a single real space before a jump to a column is a word space", "knowledge/pdf/page_geometry.py",
             "if j > i or generated(textpage, i) or i in jumps:", "if j > i or generated(textpage, i):",
             ("tests/test_structure.py::test_a_groff_table_row_written_as_one_text_run_is_split_into_its_cells",)),
    Mutation("reader: every stretched word space of a justified line is a column gap", "knowledge/pdf/page_geometry.py",
             "return {i for i, jump in after.items() if jump > 2 * least + 1.0}",
             "return {i for i, jump in after.items() if jump > 1.0}",
             ("tests/test_structure.py::test_a_justified_line_keeps_its_stretched_word_spaces",)),
    Mutation("reader: type at size 1 scaled by the text matrix read as 1-point type", "knowledge/pdf/page_geometry.py",
             "                size *= scale", "                size *= 1.0",
             ("tests/test_structure.py::test_type_set_at_size_one_and_scaled_by_the_text_matrix_has_its_real_size",
              "tests/test_structure.py::test_type_scaled_down_by_the_text_matrix_has_its_real_size")),
    Mutation("reader: a wrapped first cell taken for a group label", "knowledge/pdf/tables.py",
             "    rows = _wrapped_keys([r for r in", "    rows = list([r for r in",
             ("tests/test_structure.py::test_a_first_cell_wrapped_onto_a_line_of_its_own_stays_in_its_row",)),
    Mutation("reader: a lead-in wrapped over lines gives only its last line as the title", "knowledge/pdf/tables.py",
             "    while start > 0 and k - start < 3 and", "    while False and",
             ("tests/test_structure.py::test_a_lead_in_wrapped_over_two_lines_is_the_tables_title_whole",)),
    Mutation("reader: column rules of a box without row rules ignored", "knowledge/pdf/tables.py",
             "_build(page, lines, region, tables[-1] if tables else previous, _boxed_columns(page.vrules, region))",
             "_build(page, lines, region, tables[-1] if tables else previous, None)",
             ("tests/test_structure.py::test_column_rules_of_a_boxed_table_without_row_rules_give_its_columns",)),
    Mutation("reader: group names over column headers name one column each", "knowledge/pdf/tables.py",
             "grouped = _group_cells(bands, columns) if header and not rules else []", "grouped = []",
             ("tests/test_structure.py::test_group_names_over_the_headers_of_a_table_without_rules_name_each_column_of_their_group",)),
    Mutation("reader: a header taller than any row dropped from its table", "knowledge/pdf/tables.py",
             "stacks = [_with_last_row(_with_header(stack, page.hrules, bands), bands)",
             "stacks = [_with_last_row(stack, bands)",
             ("tests/test_structure.py::test_group_names_over_column_headers_name_each_column_of_their_group",)),
    Mutation("reader: a Table N caption between two rules does not start a table", "knowledge/pdf/tables.py",
             " or bool(_CAPTION.match(gap[0].cells[0].text)))", ")",
             ("tests/test_structure.py::test_group_names_over_column_headers_name_each_column_of_their_group",)),
    Mutation("reader: glyph-tight line boxes end a paragraph at every line", "knowledge/pdf/structure.py",
             "        pitch > PARAGRAPH_PITCH * line.size or", "        True or",
             ("tests/test_structure.py::test_lines_of_one_paragraph_whose_boxes_hug_the_glyphs_are_one_paragraph",)),
    Mutation("reply: a lead-in chosen as a unit printed again above its list", "knowledge/answering/extractive.py",
             "if lead and lead != current_lead and lead != previous:", "if lead and lead != current_lead:",
             ("tests/test_asked_kinds.py::test_a_lead_in_chosen_as_a_unit_is_not_repeated_above_its_list",)),
    Mutation("reader: a full grid's wrapped rows split into a row per line", "knowledge/pdf/tables.py",
             "one_per_gap=rest or columns is not None)", "one_per_gap=rest)",
             ("tests/test_structure.py::test_every_gap_of_a_full_grid_is_one_row_however_many_lines_it_holds",)),
    Mutation("reader: a number broken after its hyphen at a line end stays apart", "knowledge/pdf/clean.py",
             '_BROKEN_NUMBER.sub("", _SPACES.sub(" ", text).strip())', '_SPACES.sub(" ", text).strip()',
             ("tests/test_structure.py::test_a_number_broken_after_its_hyphen_at_a_line_end_is_whole",)),
    Mutation("reader: a sidebar starting at 70% of the width is not a column", "knowledge/pdf/columns.py",
             "_MIDDLE = (0.3, 0.75)", "_MIDDLE = (0.3, 0.7)",
             ("tests/test_structure.py::test_a_slide_sidebar_of_boxed_notes_is_read_after_the_slide_body",)),
    Mutation("reader: stacks of shaded group rows not joined into one table", "knowledge/pdf/tables.py",
             "for stack in _joined(_stacks(page.hrules), bands)]", "for stack in _stacks(page.hrules)]",
             ("tests/test_structure.py::test_shaded_group_rows_and_wrapped_cells_of_a_latex_table_keep_each_row_whole",)),
    Mutation("reader: an unshaded header above shaded rows left out", "knowledge/pdf/tables.py",
             "    return [Rule(header[-1].top - 1, first.start, first.end), *stack] if header else stack",
             "    return stack",
             ("tests/test_structure.py::test_shaded_group_rows_and_wrapped_cells_of_a_latex_table_keep_each_row_whole",)),
    Mutation("reader: a merged grid cell kept in one column", "knowledge/pdf/tables.py",
             "merged = _merged_columns(piece, hits[0], columns, rules) if rules and len(hits) == 1 else hits",
             "merged = hits",
             ("tests/test_structure.py::test_a_merged_cell_of_a_grid_spans_the_columns_no_rule_divides",
              "tests/test_structure.py::test_group_names_over_column_headers_name_each_column_of_their_group")),
    Mutation("reader: two touching cells glued with no word space a column rule can cut", "knowledge/pdf/tables.py",
             "gaps = (*p.gaps, (joint, (p.x1 + c.x0) / 2), *((joint + 1 + o, x) for o, x in c.gaps))",
             "gaps = p.gaps",
             ("tests/test_structure.py::test_a_merged_cell_of_a_grid_spans_the_columns_no_rule_divides",)),
    Mutation("reader: cards side by side read across the page", "knowledge/pdf/structure.py",
             "cards = find_cards(p, lines)", "cards = []",
             ("tests/test_structure.py::test_cards_side_by_side_are_read_one_card_at_a_time",)),
    Mutation("reader: a card's labels not told from its values", "knowledge/pdf/cards.py",
             "    return best if best is not None and counts[best] >= 2 else None", "    return None",
             ("tests/test_structure.py::test_cards_side_by_side_are_read_one_card_at_a_time",)),
    Mutation("reader: a font flagged bold for every character makes every line bold", "knowledge/pdf/structure.py",
             "    if not total or bold < MOSTLY_BOLD * total:", "    if True:",
             ("tests/test_structure.py::test_a_fixed_width_report_printed_through_ghostscript_reads_as_sections_"
              "tables_and_notes",)),
    Mutation("reader: typed rule lines read as text", "knowledge/pdf/structure.py",
             "measured = [typed_rules(p) for p in", "measured = [p for p in",
             ("tests/test_structure.py::test_a_fixed_width_report_printed_through_ghostscript_reads_as_sections_"
              "tables_and_notes",)),
    Mutation("reader: a typed box's side bars kept", "knowledge/pdf/typed_rules.py",
             "    if \"|\" not in line.text:", "    if True:",
             ("tests/test_structure.py::test_a_fixed_width_report_printed_through_ghostscript_reads_as_sections_"
              "tables_and_notes",)),
    Mutation("reader: columns set apart only by moves after single spaces taken for a justified line",
             "knowledge/pdf/page_geometry.py", "    if len(after) >= 2 and least > 1.0 and most > UNLIKE_JUMPS * least:",
             "    if False:",
             ("tests/test_structure.py::test_a_fixed_width_report_printed_through_ghostscript_reads_as_sections_"
              "tables_and_notes",
              "tests/test_structure.py::test_a_justified_line_keeps_its_stretched_word_spaces")),
    Mutation("reader: a table's lead-in taken with the whole paragraph it closes", "knowledge/pdf/tables.py",
             "    return _SENTENCE_END.split(text)[-1]", "    return text",
             ("tests/test_structure.py::test_a_fixed_width_report_printed_through_ghostscript_reads_as_sections_"
              "tables_and_notes",)),
    Mutation("reader: a section numbered 2.0 taken for a subsection", "knowledge/pdf/headings.py",
             "    while len(parts) > 1 and parts[-1].strip(\"0\") == \"\":", "    while False:",
             ("tests/test_structure.py::test_a_fixed_width_report_printed_through_ghostscript_reads_as_sections_"
              "tables_and_notes",)),
    Mutation("reader: a two-column section between full-width lines not read as columns", "knowledge/pdf/columns.py",
             "        if region is not None and _alike_widths(*region):", "        if False:",
             ("tests/test_structure.py::test_a_section_set_in_two_columns_between_full_width_text_is_read_column_"
              "after_column",)),
    Mutation("reader: rules left behind when a two-column section's lines move", "knowledge/pdf/columns.py",
             "    if not section:  # a whole page", "    if True:  # a whole page",
             ("tests/test_structure.py::test_a_section_set_in_two_columns_between_full_width_text_is_read_column_"
              "after_column",)),
    Mutation("reader: a long table's 'continued' notes kept as rows", "knowledge/pdf/structure.py",
             "            if _CONTINUED.search(", "            if False and _CONTINUED.search(",
             ("tests/test_structure.py::test_a_longtable_keeps_its_rows_whole_over_pages_and_apart_from_the_"
              "paragraph_above",)),
    Mutation("reader: a paragraph above a table's top rule taken into its header", "knowledge/pdf/tables.py",
             "        prose[0] = True  # a paragraph", "        pass  # a paragraph",
             ("tests/test_structure.py::test_a_paragraph_between_a_rule_above_a_table_and_its_top_rule_is_not_its_"
              "header",
              "tests/test_structure.py::test_a_longtable_keeps_its_rows_whole_over_pages_and_apart_from_the_paragraph_"
              "above")),
    Mutation("answers: the quantity a question names not matched to the range holding it",
             "knowledge/answering/extractive.py", "        if quantities and holds_quantity(quantities, c.unit.text):",
             "        if False:",
             ("tests/test_asked_kinds.py::test_the_row_whose_range_holds_the_asked_quantity_is_the_answer",)),
    Mutation("answers: a range in another measure taken to hold the quantity", "knowledge/answering/ranges.py",
             "(unit is None or measure in (None, \"money\") or unit == measure)", "True",
             ("tests/test_asked_kinds.py::test_the_row_whose_range_holds_the_asked_quantity_is_the_answer",)),
    Mutation("reader: a sentence cut at the foot of a column ends there", "knowledge/pdf/structure.py",
             "_paragraph_gap(self.paragraph[-1], line) and not _goes_on(self.paragraph[-1], line):",
             "_paragraph_gap(self.paragraph[-1], line):",
             ("tests/test_structure.py::test_a_section_set_in_two_columns_between_full_width_text_is_read_column_"
              "after_column",)),
    Mutation("words: an inch mark after a number left out", "knowledge/answering/words.py",
             "    text = _INCHES.sub(r\"\\1 inch\", _EMAIL", "    text = (_EMAIL",
             ("tests/test_words.py::test_an_inch_mark_after_a_number_is_the_word_inch",)),
    Mutation("reader: text going back left on one line kept in one cell", "knowledge/pdf/page_geometry.py",
             " or right[0] < left[0] - size:  # or the text goes back left", ":  # or the text goes back left",
             ("tests/test_structure.py::test_header_cells_written_right_to_left_and_a_footnote_under_a_grid_stay_"
              "apart",)),
    Mutation("reader: a footer rule under a grid keeps the footnote above it as a row", "knowledge/pdf/tables.py",
             "            stack = _grid_end(stack, page.vrules, bands)", "            pass",
             ("tests/test_structure.py::test_header_cells_written_right_to_left_and_a_footnote_under_a_grid_stay_"
              "apart",)),
    Mutation("intake: the database closed under another thread's write", "bot/intake.py",
             "        with self._lock:\n            self._db.close()", "        self._db.close()",
             ("tests/test_intake.py::test_closing_the_intake_waits_for_a_write_in_flight_on_another_thread",)),
    Mutation("reader: a group label over the second column kept as a row", "knowledge/pdf/structure.py",
             "or len(cells) >= 3 and filled == [1] and _GROUP_NAME.match(cells[1]):", ":",
             ("tests/test_structure.py::test_a_group_label_over_the_second_column_names_the_rows_under_it",)),
    Mutation("reader: the last row of a table ruled only between rows dropped", "knowledge/pdf/tables.py",
             "    stacks = [_with_last_row(_with_header(stack, page.hrules, bands), bands)",
             "    stacks = [(_with_header(stack, page.hrules, bands))",
             ("tests/test_structure.py::test_a_cell_wrapped_over_lines_in_a_gridded_table_stays_in_its_row",)),
    Mutation("reply: a long list gives its first items, not those around the best one", "knowledge/answering/extractive.py",
             "key=lambda i: abs(items.index(i) - at))", "key=lambda i: items.index(i))",
             ("tests/test_asked_kinds.py::test_a_long_list_gives_the_items_around_the_best_one_not_its_first_ones",)),
    Mutation("reader: an icon font's glyph kept in the text", "knowledge/pdf/clean.py",
             ".translate(_INVISIBLE).translate(_ICONS)", ".translate(_INVISIBLE)",
             ("tests/test_structure.py::test_an_icon_glyph_between_two_sentences_does_not_join_them",)),
    Mutation("reader: a list item ends at the page break mid-sentence", "knowledge/pdf/structure.py",
             "        if not (self.item and _MID_SENTENCE.search(self.item[-1].text)):", "        if True:",
             ("tests/test_structure.py::test_a_list_item_cut_by_a_page_break_goes_on_at_the_top_of_the_next_page",)),
    Mutation("reader: an item's line back at the margin is not the item's", "knowledge/pdf/structure.py",
             "return (line.x0 >= indent - 3 or _goes_on(item[-1], line)) and",
             "return (line.x0 >= indent - 3) and",
             ("tests/test_structure.py::test_an_item_wrapped_back_to_the_margin_goes_on_with_its_sentence",)),
    Mutation("reader: footnote marks in small raised type read as digits", "knowledge/pdf/page_geometry.py",
             "for mark in reversed(_footnote_marks(text, first, last, probe)):", "for mark in reversed([]):",
             ("tests/test_structure.py::test_footnote_marks_set_in_small_raised_type_leave_the_word_and_number_they_"
              "touch", "tests/test_structure.py::test_marks_in_small_raised_type_leave_table_cells_whole")),
    Mutation("reader: a power of ten taken for a footnote mark", "knowledge/pdf/page_geometry.py",
             "and not _POWER_OF_TEN.search(text[word:k]):", ":",
             ("tests/test_structure.py::test_footnote_marks_set_in_small_raised_type_leave_the_word_and_number_they_"
              "touch",)),
    Mutation("reader: a lowered index taken for a footnote mark", "knowledge/pdf/page_geometry.py",
             "if probe.box(end)[3] > probe.box(word)[3] - SUPERSCRIPT_RISE * base:", "if False:",
             ("tests/test_structure.py::test_footnote_marks_set_in_small_raised_type_leave_the_word_and_number_they_"
              "touch",)),
    Mutation("reader: superscript-digit footnote marks read as digits", "knowledge/pdf/clean.py",
             'unicodedata.normalize("NFKC", _drop_marks(text))', 'unicodedata.normalize("NFKC", text)',
             ("tests/test_structure.py::test_footnote_marks_written_as_superscript_digits_leave_the_cells_they_touch",)),
    Mutation("reader: a continued table's title keeps \"(continued)\"", "knowledge/pdf/structure.py",
             'title = _CONTINUED_TITLE.sub("", tidy(table.title))', "title = tidy(table.title)",
             ("tests/test_structure.py::test_footnote_marks_written_as_superscript_digits_leave_the_cells_they_touch",)),
    Mutation("near miss: a model code typed without its hyphen is missing", "knowledge/answering/question_parts.py",
             'r"[-\\s]?".join(map(re.escape, parts))', 'r"\\s+".join(map(re.escape, parts))',
             ("tests/test_question_parts.py::test_an_identifier_is_found_written_with_or_without_a_hyphen_or_space",)),
    Mutation("words: a hyphenated code is not also one word", "knowledge/answering/words.py",
             "    text = _CODE.sub(lambda m: f\"{m.group(0)} {m.group(0).replace('-', '')}\", text)\n", "",
             ("tests/test_words.py::test_a_code_written_with_a_hyphen_is_also_the_word_customers_type",)),
    Mutation("asked kinds: \"is there a charge for\" read as a battery's charge", "knowledge/answering/asked_kinds.py",
             r"full) charge\b(?! for\b)|", r"full) charge\b|",
             ("tests/test_asked_kinds.py::test_a_charge_or_a_payment_asked_about_is_an_amount_and_a_load_a_quantity",)),
    Mutation("asked kinds: \"pay extra\" asks for nothing", "knowledge/answering/asked_kinds.py",
             r"|\bpay (?:anything|extra|more|twice|again)\b", "",
             ("tests/test_asked_kinds.py::test_a_charge_or_a_payment_asked_about_is_an_amount_and_a_load_a_quantity",)),
    Mutation("asked kinds: \"how much can I put in\" is a price question", "knowledge/answering/asked_kinds.py",
             "capacity|fit|put in|", "capacity|fit|",
             ("tests/test_asked_kinds.py::test_a_charge_or_a_payment_asked_about_is_an_amount_and_a_load_a_quantity",)),
    Mutation("asked kinds: \"without fees\" holds no amount", "knowledge/answering/asked_kinds.py",
             r"\b(?:no|without(?: any| a| an)?) (?:extra", r"\b(?:no) (?:extra",
             ("tests/test_asked_kinds.py::test_without_a_fee_answers_a_price_question",)),
    Mutation("ranges: hours are no measure", "knowledge/answering/ranges.py",
             '"hours": "hour", "hour": "hour", "hrs": "hour", "hr": "hour", ', "",
             ("tests/test_asked_kinds.py::test_a_stay_in_hours_falls_in_the_tariffs_band_of_hours",)),
    Mutation("reader: a grid under its own heading taken for the last page's grid going on", "knowledge/pdf/tables.py",
             'and title in ("", previous.title) and region[0].top', "and not _CAPTION.match(title) and region[0].top",
             ("tests/test_structure.py::test_a_workbook_printed_sheet_by_sheet_keeps_its_sections_apart",)),
    Mutation("reader: the next chapter number nests under a chapter set bigger", "knowledge/pdf/structure.py",
             "    if not sibling_seen and _numbered_before(above[1], text):\n        return False\n", "",
             ("tests/test_structure.py::test_a_workbook_printed_sheet_by_sheet_keeps_its_sections_apart",)),
    Mutation("reader: clauses numbered anew leave their chapter", "knowledge/pdf/structure.py",
             "sibling = sibling or _numbered_before(self.path[-1][1], text)", "sibling = False",
             ("tests/test_structure.py::test_clauses_numbered_anew_under_a_chapter_stay_under_it",)),
    Mutation("reader: a running header whose end names the sheet read as a heading", "knowledge/pdf/running.py",
             "    return not (line.bold or other.bold) and stem >= STEM_CHARS", "    return False and stem >= STEM_CHARS",
             ("tests/test_structure.py::test_a_workbook_printed_sheet_by_sheet_keeps_its_sections_apart",)),
    Mutation("reader: a wrapped row's lines counted as cells, so the table does not go on", "knowledge/pdf/tables.py",
             "    return abs(_cells_across(region[0]) - len(previous.headers)) <= 1",
             "    return abs(len(region[0].cells) - len(previous.headers)) <= 1",
             ("tests/test_structure.py::test_a_table_goes_on_at_the_next_page_top_with_rows_whose_cells_wrap",)),
    Mutation("reader: \"Table 5.5 continues on the next page\" taken for the table's caption", "knowledge/pdf/tables.py",
             "        if not _GOES_ON_NOTE.search(below[0].text):\n", "        if True:\n",
             ("tests/test_structure.py::test_a_note_that_a_table_goes_on_is_not_its_caption",)),
    Mutation("reader: \"Step 2.\" is no list marker", "knowledge/pdf/headings.py",
             r'rf"|\((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\)|{STEP_LABEL})")', r'rf"|\((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\))")',
             ("tests/test_structure.py::test_steps_labelled_step_one_step_two_are_list_items_under_their_lead_in",)),
    Mutation("reader: padding is not masked out of attention", "knowledge/answering/reader.py",
             "hide = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]", "hide = np.float32(0.0)",
             ("tests/test_reader.py::test_a_units_score_does_not_depend_on_the_batch_it_is_read_in",)),
    Mutation("reader: the trained layers are not applied", "knowledge/answering/reader.py",
             "self._layers[n] = layer_weights(weights, f\"encoder.layer.{n}.\")", "pass",
             ("tests/test_reader.py::test_numpy_scores_equal_the_same_network_in_torch",)),
    Mutation("reader: the unit is read as part of the question (token types dropped)", "knowledge/answering/reader.py",
             "enc.token_types[types]", "enc.token_types[0]",
             ("tests/test_reader.py::test_numpy_scores_equal_the_same_network_in_torch",)),
    Mutation("answer reader: its pick is not quoted", "knowledge/answering/extractive.py",
             "if float(read[pick]) >= READER_PICK and pick not in chosen:", "if False:",
             ("tests/test_reader.py::test_the_unit_the_reader_believes_in_most_is_quoted_though_others_share_more_words",)),
    Mutation("reader: a number under a cell that stopped at a word is a row of its own", "knowledge/pdf/tables.py",
             "_reads_on(row[k], out[-1][k], numbers=not row[0])", "_reads_on(row[k], out[-1][k], numbers=False)",
             ("tests/test_structure.py::test_a_cell_wrapped_at_a_number_after_a_word_stays_in_its_row",)),
    Mutation("reader: a long cell's next line ends an unruled table", "knowledge/pdf/tables.py",
             "            elif _cell_line(bands[j + 1], bands[j], bands[last]):", "            elif False:",
             ("tests/test_structure.py::test_an_unruled_tables_wrapped_cells_keep_its_last_rows_in_the_table",)),
    Mutation("reader: prose beside a list measured from the band, not the line over it", "knowledge/pdf/tables.py",
             "line.top - max(ln.bottom for ln in over)", "line.top - above.bottom",
             ("tests/test_structure.py::test_an_unruled_tables_wrapped_cells_keep_its_last_rows_in_the_table",)),
]


@dataclass
class Outcome:
    mutation: Mutation
    verdict: str  # "yes", "NO", or why it could not be tried
    caught_by: list[str]
    notes: list[str]
    seconds: float

    @property
    def survived(self) -> bool:
        return self.verdict != "yes"


def copy_repo(dest: Path) -> None:
    """Every file git knows (tracked, or new and not ignored) that exists in the working tree."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                            check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = REPO / name
        if source.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)


def test_exists(root: Path, node: str) -> bool:
    path, _, name = node.partition("::")
    name = name.split("[")[0]
    file = root / path
    return file.is_file() and re.search(rf"^\s*(async\s+)?def {re.escape(name)}\(", file.read_text(), re.M) is not None


def run_tests(root: Path, nodes: list[str], tag: str) -> tuple[set[str] | None, float]:
    """The named tests (file::name) that failed or errored; None on a timeout."""
    report = root.parent / f"junit-{tag}.xml"
    env = dict(os.environ, PYTHONPATH=str(root), HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    started = time.monotonic()
    try:
        subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={report}",
                        "-o", "junit_family=xunit1", *nodes], cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=PYTEST_TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, time.monotonic() - started
    failed = set()
    if report.is_file():
        for case in ET.parse(report).iter("testcase"):
            if case.find("failure") is not None or case.find("error") is not None:
                file = case.get("file") or case.get("classname", "").replace(".", "/") + ".py"
                failed.add(f"{file}::{case.get('name', '').split('[')[0]}")
    else:  # pytest could not even start: every named test counts as failed
        failed = set(nodes)
    return failed, time.monotonic() - started


def short(node: str) -> str:
    path, _, name = node.partition("::")
    return f"{Path(path).name}::{name}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=[], help="run the mutations whose name contains this")
    parser.add_argument("--list", action="store_true", help="show the mutations and exit")
    parser.add_argument("--no-baseline", action="store_true", help="skip the run on the unmutated copy")
    args = parser.parse_args(argv)
    chosen = [m for m in MUTATIONS if not args.only or any(o.lower() in m.name.lower() for o in args.only)]
    if args.list:
        for m in chosen:
            print(f"{m.name}\n    {m.file}\n" + "".join(f"    {t}\n" for t in m.tests))
        return 0

    with tempfile.TemporaryDirectory(prefix="pagewise-mutate-") as tmp:
        root = Path(tmp) / "repo"
        root.mkdir()
        copy_repo(root)
        print(f"copied the repository to {root}", flush=True)
        present = {t for m in chosen for t in m.tests if test_exists(root, t)}
        broken: set[str] = set()
        if present and not args.no_baseline:
            print(f"baseline: {len(present)} named tests on the unmutated copy ...", flush=True)
            broken, seconds = run_tests(root, sorted(present), "baseline")
            print(f"baseline took {seconds:.0f} s", flush=True)
            if broken is None:
                print(f"baseline timed out after {seconds:.0f} s", flush=True)
                return 1
            for node in sorted(broken):
                print(f"  fails without any mutation (cannot catch anything): {node}", flush=True)
        outcomes = [try_one(root, m, present, broken, n) for n, m in enumerate(chosen)]

    print()
    print("| mutation | caught? | by which tests | seconds |")
    print("|---|---|---|---|")
    for o in outcomes:
        by = ", ".join(short(t) for t in o.caught_by) or "-"
        notes = "; ".join(o.notes)
        print(f"| {o.mutation.name} | {o.verdict} | {by}{' (' + notes + ')' if notes else ''} | {o.seconds:.0f} |")
    survived = [o for o in outcomes if o.survived]
    print(f"\n{len(outcomes) - len(survived)} of {len(outcomes)} mutations caught")
    return 1 if survived else 0


def try_one(root: Path, m: Mutation, present: set[str], broken: set[str], n: int) -> Outcome:
    print(f"mutation {n + 1}: {m.name} ...", flush=True)
    notes = [f"test not found: {short(t)}" for t in m.tests if t not in present]
    notes += [f"fails unmutated: {short(t)}" for t in m.tests if t in broken]
    usable = [t for t in m.tests if t in present and t not in broken]
    target = root / m.file
    if not target.is_file():
        return Outcome(m, "file not found", [], notes, 0.0)
    before = target.read_bytes()
    count = before.decode().count(m.original)
    if count != 1:
        return Outcome(m, f"snippet found {count} times", [], notes, 0.0)
    if not usable:
        return Outcome(m, "no test to run", [], notes, 0.0)
    target.write_bytes(before.decode().replace(m.original, m.mutated).encode())
    try:
        failed, seconds = run_tests(root, usable, f"m{n}")
    finally:
        target.write_bytes(before)
    if failed is None:
        return Outcome(m, "timeout", [], notes, seconds)
    caught = [t for t in usable if t in failed]
    return Outcome(m, "yes" if caught else "NO", caught, notes, seconds)


if __name__ == "__main__":
    raise SystemExit(main())
