package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.reading.Field;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.Target;
import dev.flowwright.runtime.reading.Value;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.StateText;
import dev.flowwright.runtime.steps.enter.EditableFields;
import dev.flowwright.runtime.steps.enter.EnterStep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Replying and forwarding ({@link Intent.Reply}, {@link Intent.Forward}) in any mail, chat or ticket
 * application, as the sub-goals a person carries out, each judged on its own: for a forward, the message from
 * whom the step says (when it says), the message's forward control, the recipient into the field for
 * recipients, the send control; for a reply, the reply control, the text into the body the press opened
 * ({@link Field.How#MESSAGE_BODY}: the focused empty field, else the only empty multi-line one), the send
 * control. Sending stays a hard word (the flow permits it with {@code allow: [send]}). A recipient field that
 * takes an address (it declares {@code type=email}, or its label asks for an e-mail address) must hold one
 * before anything is sent: a bare name the page offered no address for fails the step, nothing sent.
 */
final class Messages {
    private Messages() {}

    private static final Pattern ASKS_FOR_ADDRESS = Pattern.compile("e-?mail|address|adresse|dirección|correo", Pattern.CASE_INSENSITIVE);

    static StepOutcome reply(Intent.Reply reply, StepContext ctx) {
        List<Intent> parts = List.of(
                new Intent.Press("click Reply", Target.of("Reply")),
                new Intent.TypeInto("enter " + quoted(reply.text()) + " as the reply", reply.text(), Field.messageBody()),
                new Intent.Press("click Send", Target.of("Send")));
        return SubGoalRuns.run(parts, ctx);
    }

    static StepOutcome forward(Intent.Forward forward, StepContext ctx) {
        List<Intent> parts = new ArrayList<>();
        if (forward.from() != null) parts.add(new Intent.Goal("Find the email from " + forward.from()));
        parts.add(new Intent.Press("click Forward", Target.of("Forward")));
        Value to = new Value(forward.to());
        parts.add(new Intent.TypeInto("enter " + quoted(to) + " as the recipient", to, Field.recipient()));
        parts.add(new Intent.Press("click Send", Target.of("Send")));
        int typing = parts.size() - 2;
        return SubGoalRuns.run(parts, ctx, i -> i == typing ? addressed(ctx, forward.to()) : Optional.empty());
    }

    /**
     * Why the message may not be sent to what the recipient field holds: a field that takes an address holding
     * a name and no address (a token field, whose entries are chips, is the application's to resolve).
     */
    static Optional<String> addressed(StepContext ctx, String to) {
        Screen screen = ctx.eyes().look(ctx.account().turns(), "");
        List<Element> fields = EditableFields.of(screen, Set.of(), e -> false);
        Optional<Element> field = FieldPins.typedBefore(fields, ctx.hands().lastTypedInto());
        if (field.isEmpty()) {
            EnterStep.Pin pin = FieldPins.of(Field.recipient(), ctx).orElseThrow();
            field = pin.pick(fields);
        }
        if (field.isEmpty()) return Optional.empty();
        Element f = field.get();
        String type = f.hint("type") == null ? "" : f.hint("type").toLowerCase(Locale.ROOT);
        String label = (f.name() + " " + f.description() + " " + nonNull(f.hint("placeholder")) + " " + nonNull(f.hint("labelText")));
        boolean wantsAddress = type.equals("email") || ASKS_FOR_ADDRESS.matcher(label).find();
        String value = f.value() == null ? "" : f.value();
        if (!wantsAddress || value.indexOf(StateText.OBJECT_REPLACEMENT) >= 0 || value.contains("@")) return Optional.empty();
        return Optional.of(ctx.mask(f.label()) + " takes an e-mail address, and \"" + ctx.redaction().expand(to)
                + "\" is a name the page offered no address for: nothing was sent");
    }

    private static String quoted(Value v) { return "\"" + v.text() + "\""; }

    private static String nonNull(String s) { return s == null ? "" : s; }
}
