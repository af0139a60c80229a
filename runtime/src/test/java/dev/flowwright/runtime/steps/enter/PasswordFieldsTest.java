package dev.flowwright.runtime.steps.enter;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Which slot and fact names say "password", in the languages apps speak (the rule itself: act/PasswordFieldTest). */
class PasswordFieldsTest {
    @Test
    void theRuleKnowsAPasswordInTheLanguagesAppsSpeak() {
        assertThat(List.of("password", "Passwort", "contraseña", "mot de passe", "Şifre", "hasło", "пароль", "パスワード", "비밀번호", "new_password"))
                .allMatch(PasswordFields::namesPassword);
        assertThat(List.of("username", "email", "one-time code", "passenger", "compass")).noneMatch(PasswordFields::namesPassword);
    }
}
