package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.PurePress;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.reading.Field;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.steps.enter.EditableFields;
import dev.flowwright.runtime.steps.enter.EnterStep;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * "Log in as ada with password ${pw}" ({@link Intent.SignIn}). The password goes only into a password field
 * (docs/safety.md, "A password goes only into a password field"): with none on screen the step fails before
 * typing anything, and the user goes into the form's user field (the text field of the password's form
 * labelled for a user, an e-mail or a login, else its only other text field; else the enter step's question
 * for "username"). Both are typed as the enter step types, a {@code ${pw}} expanded only then. Then the form's
 * sign-in control is pressed through the destructive check — its default button, or the one control named
 * for signing in — or, with none, Return in the password field through the key check. A screen that then
 * complains ("Wrong password") fails the step.
 */
final class SignInStep {
    private SignInStep() {}

    private static final Pattern USER_FIELD = Pattern.compile(
            "user|login|e-?mail|account|\\bid\\b|name|benutzer|usuario|utilisateur|identifiant|kullanıcı|логин|ユーザー|用户",
            Pattern.CASE_INSENSITIVE);
    /** What a form's sign-in control is called, in the languages apps speak. */
    private static final List<String> SIGN_IN_NAMES = List.of("sign in", "log in", "login", "log on", "sign on", "signin", "continue",
            "submit", "next", "go", "enter", "anmelden", "einloggen", "iniciar sesión", "entrar", "acceder", "connexion", "se connecter",
            "accedi", "inloggen", "aanmelden", "giriş yap", "zaloguj", "zaloguj się", "logga in", "войти", "ログイン", "登录", "登入", "로그인");

    static StepOutcome run(Intent.SignIn signIn, StepContext ctx) {
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        List<Element> fields = EditableFields.of(screen, Set.of(), e -> false);
        List<Element> passwords = fields.stream().filter(SignInStep::isPassword).toList();
        if (passwords.isEmpty()) {
            ctx.account().endTurn(0, "no password field");
            return StepOutcome.failed("no password field on screen to type the password into; nothing was typed");
        }
        Optional<Element> chosen = Submitting.one(ctx, screen, passwords, "type the password into");
        if (chosen.isEmpty()) {
            ctx.account().endTurn(0, "several password fields");
            return StepOutcome.failed("could not tell which of the " + passwords.size() + " password fields is the sign-in form's");
        }
        Element password = chosen.get();
        Optional<Element> user = userField(fields, password);
        ctx.account().endTurn(0, "the sign-in form: " + ctx.mask(password.label()) + user.map(u -> " and " + ctx.mask(u.label())).orElse(""));
        Map<String, EnterStep.Pin> pins = new LinkedHashMap<>();
        pins.put("password", list -> FieldPins.typedBefore(list, password));
        user.ifPresent(u -> pins.put("username", list -> FieldPins.typedBefore(list, u)));
        List<Intent.TypeInto> entries = List.of(
                new Intent.TypeInto(signIn.source(), signIn.user(), new Field("the username", "username", Field.How.NAMED)),
                new Intent.TypeInto(signIn.source(), signIn.password(), new Field("the password", "password", Field.How.NAMED)));
        StepOutcome typed = Typing.run(entries, ctx, pins);
        if (typed.outcome() == Outcome.FAILED) return typed;
        Screen now = ctx.eyes().look(ctx.account().turns(), "");
        Element inForm = FieldPins.typedBefore(EditableFields.of(now, Set.of(), e -> false), password).orElse(password);
        Submitting.Result sent = submit(ctx, now, inForm);
        ctx.account().endTurn(ctx.account().turns(), sent.ok() ? sent.how() : "not sent");
        if (!sent.ok()) return StepOutcome.failed(sent.note());
        Screen after = ctx.eyes().look(ctx.account().turns(), "");
        if (PurePress.complains(now, after)) return StepOutcome.failed("after " + sent.how() + " the page complains; not signed in");
        return StepOutcome.done("filled the sign-in form as " + ctx.redaction().expand(signIn.user().text()) + " and " + sent.how());
    }

    /** The form's default button, else its one control named for signing in, else Return in the password field. */
    private static Submitting.Result submit(StepContext ctx, Screen screen, Element password) {
        List<Element> defaults = Submitting.beside(screen, password, e -> "true".equals(e.hint(Element.DEFAULT_BUTTON_HINT)));
        if (defaults.size() == 1) return Submitting.press(ctx, screen, defaults.get(0));
        List<Element> named = Submitting.beside(screen, password, e -> !EditableFields.isField(e) && Submitting.named(e, SIGN_IN_NAMES));
        if (named.isEmpty()) {
            named = screen.elements().stream().filter(e -> !EditableFields.isField(e) && e.can(dev.flowwright.runtime.screen.ElementAction.CLICK)
                    && !e.has(ElementState.DISABLED) && Submitting.named(e, SIGN_IN_NAMES)).toList();
        }
        if (named.isEmpty()) return Submitting.pressReturn(ctx, screen, password);
        Optional<Element> control = Submitting.one(ctx, screen, named, "sign in");
        if (control.isEmpty()) return Submitting.Result.failed("could not tell which of " + named.size() + " controls signs in");
        return Submitting.press(ctx, screen, control.get());
    }

    /** The text field the user goes into: in the password's form, labelled for a user, else the form's only other text field. */
    static Optional<Element> userField(List<Element> fields, Element password) {
        String form = password.hint(Element.FORM_HINT);
        List<Element> others = fields.stream().filter(f -> !isPassword(f)
                && (form == null ? f.path().equals(password.path()) : form.equals(f.hint(Element.FORM_HINT)))).toList();
        List<Element> labelled = others.stream().filter(f -> USER_FIELD.matcher(words(f)).find()).toList();
        if (labelled.size() == 1) return Optional.of(labelled.get(0));
        return others.size() == 1 ? Optional.of(others.get(0)) : Optional.empty();
    }

    private static boolean isPassword(Element e) { return Secrets.isPasswordField(e.role(), e.hints()); }

    private static String words(Element f) {
        return (f.name() + " " + f.description() + " " + nonNull(f.hint("placeholder")) + " " + nonNull(f.hint("labelText")) + " "
                + nonNull(f.hint("id")) + " " + nonNull(f.hint("nameAttr")) + " " + nonNull(f.hint("type"))).toLowerCase(Locale.ROOT);
    }

    private static String nonNull(String s) { return s == null ? "" : s; }
}
