package dev.flowwright.studio.ballot;

import java.util.List;

/**
 * One question of a decision as the ballot panel shows it.
 *
 * @param id        the question's id in the request
 * @param kind      noul, choice or score
 * @param sentence  the plain question ("Is the step done?"), or the catalogue id
 * @param options   every option's bar, highest first for choices
 * @param threshold the bar that applied, or null when none was named
 * @param met       whether the leading option reached the threshold (true when there is none)
 * @param framings  one line per framing when voting was on ("framing 2: yes 0.81")
 */
public record QuestionRow(String id, String kind, String sentence, List<OptionBar> options, Double threshold, boolean met,
                          List<String> framings) {}
