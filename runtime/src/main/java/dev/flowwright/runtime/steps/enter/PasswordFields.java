package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.screen.Fold;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import java.util.List;
import java.util.Optional;

/**
 * A password goes only into a password field. Whatever the decider assigned, a secret the flow calls a
 * password (by its slot or its fact name, in the languages apps speak) is not typed into an ordinary
 * field while the screen shows a password field: an ordinary field shows what it holds, and a username
 * box sends it on as a name (seen under the chaos decider: the password typed into "Username").
 */
final class PasswordFields {
    /** Words that name a password, folded (NFKC, case, accents) as {@link Fold} folds labels. */
    static final List<String> WORDS = List.of("password", "passcode", "passwort", "kennwort", "contrasena", "clave",
            "mot de passe", "senha", "wachtwoord", "parola", "sifre", "haslo", "hasło", "losenord", "пароль", "パスワード", "密码",
            "密碼", "비밀번호", "pwd", "passwd");

    private PasswordFields() {}

    /** Why {@code value} must not go into {@code field}, or empty when it may. */
    static Optional<String> refusal(StepContext ctx, String slot, String rawValue, Element field, Screen screen) {
        if (!PrivateValues.isPrivate(ctx, rawValue)) return Optional.empty();
        if (!namesPassword(slot) && PrivateValues.names(rawValue).stream().noneMatch(PasswordFields::namesPassword)) return Optional.empty();
        if (isPasswordField(field)) return Optional.empty();
        boolean screenHasOne = screen.elements().stream().anyMatch(PasswordFields::isPasswordField);
        if (!screenHasOne) return Optional.empty();
        return Optional.of("refused to type the secret for \"" + slot + "\" into " + ctx.mask(field.label())
                + ": a password goes only into a password field, and the screen shows one");
    }

    static boolean namesPassword(String name) {
        if (name == null) return false;
        String folded = Fold.fold(name.replace('_', ' ').replace('-', ' '));
        for (String w : WORDS) if (folded.contains(w)) return true;
        return false;
    }

    static boolean isPasswordField(Element e) { return Secrets.isPasswordField(e.role(), e.hints()); }
}
