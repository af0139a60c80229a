package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.act.safety.DestructiveCheck;

import dev.flowwright.runtime.act.safety.Grant;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The destructive check and the consent words, one table per language (issue #12 item 5). Each row is a
 * button label and what the check must make of it:
 * <ul>
 *   <li>{@code refused}: a hard-to-undo word (sign out, delete, remove, send, pay, buy, submit, confirm,
 *       discard, erase), on an ordinary page;</li>
 *   <li>{@code harmless}: pressed freely on an ordinary page; the reason names the substring trap where
 *       there is one (a harmless word holding a hard one);</li>
 *   <li>{@code grants}: on a cookie layer, gives consent: refused while the step does not ask to accept;</li>
 *   <li>{@code limits}: on a cookie layer, refuses or limits consent: pressed freely.</li>
 * </ul>
 * Labels are written as apps write them: capitals, missing accents, full- and half-width forms.
 */
class HardWordsByLanguageTest {

    private static void check(String label, String verdict, String why, String consentLayerTitle) {
        Element button = new Element("e1", "button", label, "", null, Set.of(), Set.of(ElementAction.CLICK), null,
                verdict.equals("grants") || verdict.equals("limits") ? List.of("dialog \"" + consentLayerTitle + "\"") : List.of(), null);
        Screen screen = new Screen("app", "w", null, SurfaceKind.WINDOW, List.of(button), List.of(), List.of());
        boolean refused = DestructiveCheck.refusal(button, screen, new DestructiveCheck.Guard(List.of(), Grant.NONE, "go on")).isPresent();
        boolean expectRefused = verdict.equals("refused") || verdict.equals("grants");
        assertThat(refused).as(label + " (" + verdict + ": " + why + ")").isEqualTo(expectRefused);
        if (verdict.equals("grants")) {
            boolean asked = DestructiveCheck.refusal(button, screen, new DestructiveCheck.Guard(List.of(), Grant.NONE, label)).isPresent();
            assertThat(asked).as(label + " is pressed when the step itself asks for it").isFalse();
        }
    }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Sign out                 | refused  | sign out
            LOG OUT                  | refused  | sign out, in capitals
            Logout                   | refused  | sign out, one word
            Delete draft             | refused  | delete
            Ｄｅｌｅｔｅ               | refused  | delete, full-width letters (NFKC)
            Remove item              | refused  | remove
            Send                     | refused  | send
            Sender                   | refused  | starts with send
            Resend code              | refused  | send again
            Pay now                  | refused  | pay
            Buy now                  | refused  | buy
            Place order              | refused  | buy
            Submit                   | refused  | submit
            Confirm                  | refused  | confirm
            Discard                  | refused  | discard
            Quit without saving      | refused  | discard
            Empty Trash              | refused  | erase
            Overwrite                | refused  | erase
            Repay now                | refused  | pay inside a word (compounds: pay)
            Prepay                   | refused  | pay inside a word
            Set up autopay           | refused  | pay inside a word
            Overpay                  | refused  | pay inside a word
            Sent                     | harmless | trap: Sent does not start with send
            Sign in                  | harmless | signing in destroys nothing
            Display settings         | harmless | display holds no hard word
            Display                  | harmless | holds no hard word (d-i-s-p-l-a-y)
            Replay                   | harmless | holds no hard word
            Payee details            | harmless | trap: payee, who is paid
            Add papaya               | harmless | trap: papaya holds pay
            Spayed pets              | harmless | trap: spay holds pay
            Newsletter               | harmless | trap: holds Norwegian slett (delete)
            Godsend deals            | harmless | English matches send at a word start only
            Cancellation policy      | harmless | trap: starts with Italian cancella (delete)
            Remove adult             | harmless | a counter's minus, easy to undo
            Search                   | harmless | ordinary
            Accept all               | grants   | consent
            Allow all cookies        | grants   | consent
            I agree                  | grants   | consent
            Reject all               | limits   | refuses
            Accept essential only    | limits   | essential only limits
            Necessary cookies only   | limits   | limits
            Manage choices           | limits   | opens the choices
            Don't Save               | refused  | discard: leaving unsaved work (issue #31)
            Close without Saving     | refused  | discard
            Don’t save               | refused  | discard, a typographic apostrophe
            Save                     | harmless | saving keeps the work
            """)
    void english(String label, String verdict, String why) { check(label, verdict, why, "Cookies"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Cerrar sesión            | refused  | sign out
            CERRAR SESION            | refused  | sign out, capitals without the accent
            Salir                    | refused  | sign out
            Eliminar                 | refused  | delete
            Borrar                   | refused  | delete
            Quitar                   | refused  | remove
            Enviar                   | refused  | send
            Pagar ahora              | refused  | pay
            Comprar                  | refused  | buy
            Finalizar compra         | refused  | buy
            Confirmar                | refused  | confirm
            Descartar                | refused  | discard
            Apagar                   | harmless | trap: apagar (switch off) holds pagar (pay)
            Iniciar sesión           | harmless | signing in
            Enviados                 | harmless | trap: Sent, not enviar
            Borrador                 | harmless | trap: draft, not borrar
            Comprobar                | harmless | trap: check, not comprar
            Salida                   | harmless | trap: departure, not salir
            Buscar                   | harmless | ordinary
            Aceptar todo             | grants   | consent
            Aceptar todas las cookies| grants   | consent
            Rechazar todo            | limits   | refuses
            Aceptar solo las necesarias | limits | necessary only
            Configurar               | limits   | opens the choices
            No guardar               | refused  | discard
            Cerrar sin guardar       | refused  | discard
            Guardar                  | harmless | saving keeps the work
            """)
    void spanish(String label, String verdict, String why) { check(label, verdict, why, "Usamos cookies"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Sair                     | refused  | sign out
            Terminar sessão          | refused  | sign out
            Excluir                  | refused  | delete
            Remover                  | refused  | remove
            Enviar                   | refused  | send
            Pagar                    | refused  | pay
            Finalizar compra         | refused  | buy
            Confirmar                | refused  | confirm
            Descartar                | refused  | discard
            Entrar                   | harmless | signing in
            Saída                    | harmless | trap: departure, not sair
            Enviados                 | harmless | trap: Sent, not enviar
            Comprovante              | harmless | trap: receipt, not comprar
            Pesquisar                | harmless | ordinary
            Aceitar todos            | grants   | consent
            Concordo                 | grants   | consent
            Rejeitar todos           | limits   | refuses
            Apenas necessários       | limits   | necessary only
            Não salvar               | refused  | discard
            Fechar sem guardar       | refused  | discard
            Salvar                   | harmless | saving keeps the work
            """)
    void portuguese(String label, String verdict, String why) { check(label, verdict, why, "Este site usa cookies"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Se déconnecter           | refused  | sign out
            DÉCONNEXION              | refused  | sign out, capitals
            Deconnexion              | refused  | sign out, without the accent
            Supprimer                | refused  | delete
            Retirer                  | refused  | remove
            Envoyer                  | refused  | send
            Payer                    | refused  | pay
            Acheter                  | refused  | buy
            Commander                | refused  | buy
            Valider                  | refused  | submit
            Confirmer                | refused  | confirm
            Effacer                  | refused  | erase
            Se connecter             | harmless | trap: inside se déconnecter
            Connexion                | harmless | trap: inside déconnexion
            Envoyés                  | harmless | trap: Sent, not envoyer
            Mes commandes            | harmless | trap: my orders, not commander
            Rechercher               | harmless | ordinary
            Tout accepter            | grants   | consent
            J'accepte                | grants   | consent
            Tout refuser             | limits   | refuses
            Continuer sans accepter  | limits   | continue without accepting
            Personnaliser            | limits   | opens the choices
            Ne pas enregistrer       | refused  | discard
            Fermer sans enregistrer  | refused  | discard
            Enregistrer              | harmless | saving keeps the work
            """)
    void french(String label, String verdict, String why) { check(label, verdict, why, "Nous utilisons des cookies"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Abmelden                 | refused  | sign out
            Ausloggen                | refused  | sign out
            Löschen                  | refused  | delete
            LÖSCHEN                  | refused  | delete, capitals
            Entfernen                | refused  | remove
            Absenden                 | refused  | send
            Senden                   | refused  | send
            Abschicken               | refused  | send inside a compound (schicken)
            Nachricht schicken       | refused  | send
            Bezahlen                 | refused  | pay
            Jetzt kaufen             | refused  | buy
            KAUF ABSCHLIESSEN        | refused  | buy, ß written SS
            Kauf abschließen         | refused  | buy, with ß
            Zahlungspflichtig bestellen | refused | buy
            Kontolöschung            | refused  | delete inside a compound
            Zahlungspflichtig        | refused  | pay
            Auszahlung anfordern     | refused  | pay inside a compound
            Nachbestellen            | refused  | buy inside a compound
            Einkauf abschließen      | refused  | a phrase whose first word ends a compound
            Bestätigen               | refused  | confirm
            Verwerfen                | refused  | discard
            Anmelden                 | harmless | trap: sign in, one letter from abmelden
            Sendungsverfolgung       | harmless | trap: shipment tracking starts with send
            Entfernung               | harmless | trap: distance, not entfernen
            Gesendet                 | harmless | trap: Sent
            Paketsendungsverfolgung  | harmless | trap: sendung inside a compound
            Weiter einkaufen         | harmless | trap: shopping holds kaufen
            Gelöschte Elemente       | harmless | trap: deleted items hold lösch
            Kopieren                 | harmless | trap: copy starts with Swedish köp
            Kopfhörer                | harmless | trap: headphones start with Swedish köp
            Geschickt                | harmless | sent, and skilful: the participle does not hold schicken
            Schließen                | harmless | close
            Suchen                   | harmless | ordinary
            Alle akzeptieren         | grants   | consent
            Zustimmen                | grants   | consent
            Alle ablehnen            | limits   | refuses
            Nur notwendige Cookies   | limits   | necessary only
            Einstellungen            | limits   | opens the choices
            Nicht speichern          | refused  | discard
            Schließen ohne zu speichern | refused | discard
            Speichern                | harmless | saving keeps the work
            """)
    void german(String label, String verdict, String why) { check(label, verdict, why, "Datenschutz-Einstellungen"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Esci                     | refused  | sign out
            Disconnetti              | refused  | sign out
            Elimina                  | refused  | delete
            Cancella                 | refused  | delete
            Rimuovi                  | refused  | remove
            Invia                    | refused  | send
            Paga ora                 | refused  | pay
            Acquista                 | refused  | buy
            Conferma                 | refused  | confirm
            Scarta                   | refused  | discard
            Accedi                   | harmless | signing in
            Inviati                  | harmless | trap: Sent starts with invia
            Pagato                   | harmless | trap: paid starts with paga
            Escludi                  | harmless | trap: exclude, not esci
            Cerca                    | harmless | ordinary
            Accetta tutto            | grants   | consent
            Accetto                  | grants   | consent
            Rifiuta tutto            | limits   | refuses
            Solo necessari           | limits   | necessary only
            Non salvare              | refused  | discard
            Chiudi senza salvare     | refused  | discard
            Salva                    | harmless | saving keeps the work
            """)
    void italian(String label, String verdict, String why) { check(label, verdict, why, "Utilizziamo i cookie"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Afmelden                 | refused  | sign out
            Uitloggen                | refused  | sign out
            Log uit                  | refused  | sign out
            Verwijderen              | refused  | delete
            Verzenden                | refused  | send
            Versturen                | refused  | send
            Betalen                  | refused  | pay
            Nu kopen                 | refused  | buy
            Bestellen                | refused  | buy
            Bevestigen               | refused  | confirm
            Indienen                 | refused  | submit
            Betaalverzoek            | refused  | pay as a compound's first part
            Accountverwijdering      | refused  | delete inside a compound
            Terugbetalen             | refused  | pay inside a compound
            Nabestellen              | refused  | buy inside a compound
            Bestelling plaatsen      | refused  | placing an order: a phrase, never trapped
            Aanmelden                | harmless | trap: sign in, next to afmelden
            Inloggen                 | harmless | signing in
            Verzonden                | harmless | trap: Sent, not verzenden
            Koopjes                  | harmless | trap: bargains start with koop
            Mijn bestellingen        | harmless | trap: my orders start with bestel
            Verwijderde items        | harmless | trap: deleted items
            Kopenhagen               | harmless | trap: the city starts with kopen
            Zoeken                   | harmless | ordinary
            Alles accepteren         | grants   | consent
            Akkoord                  | grants   | consent
            Weigeren                 | limits   | refuses
            Alleen noodzakelijke cookies | limits | necessary only
            Niet opslaan             | refused  | discard
            Sluiten zonder opslaan   | refused  | discard
            Opslaan                  | harmless | saving keeps the work
            """)
    void dutch(String label, String verdict, String why) { check(label, verdict, why, "Wij gebruiken cookies"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Çıkış yap                | refused  | sign out
            ÇIKIŞ YAP                | refused  | sign out, capital dotless I
            Oturumu kapat            | refused  | sign out
            Sil                      | refused  | delete
            SİL                      | refused  | delete, capital dotted İ
            Kaldır                   | refused  | remove
            KALDIR                   | refused  | remove, capital I for ı
            Gönder                   | refused  | send
            Öde                      | refused  | pay
            Ödeme yap                | refused  | pay
            Satın al                 | refused  | buy
            Onayla                   | refused  | confirm
            Giriş yap                | harmless | signing in
            Silindir                 | harmless | trap: cylinder starts with sil
            Silgi                    | harmless | trap: eraser starts with sil
            Gönderilenler            | harmless | trap: sent items start with gönder
            Ödev                     | harmless | trap: homework starts with öde
            İptal                    | harmless | cancel
            Ara                      | harmless | ordinary
            Tümünü kabul et          | grants   | consent
            Kabul et                 | grants   | consent
            Reddet                   | limits   | refuses
            Sadece gerekli çerezler  | limits   | necessary only
            Kaydetme                 | refused  | discard
            Kaydetmeden kapat        | refused  | discard
            Kaydet                   | harmless | saving keeps the work
            """)
    void turkish(String label, String verdict, String why) { check(label, verdict, why, "Çerez tercihleri"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Wyloguj                  | refused  | sign out
            Wyloguj się              | refused  | sign out
            Usuń                     | refused  | delete
            USUŃ                     | refused  | delete, capitals
            Usun                     | refused  | delete, without the accent
            Wyślij                   | refused  | send
            Zapłać                   | refused  | pay
            Kup teraz                | refused  | buy
            Potwierdź                | refused  | confirm
            Zatwierdź                | refused  | submit
            Zaloguj                  | harmless | trap: sign in, next to wyloguj
            Wysłane                  | harmless | trap: Sent, not wyślij
            Kupon                    | harmless | trap: coupon starts with kup
            Szukaj                   | harmless | ordinary
            Akceptuj wszystkie       | grants   | consent
            Zgadzam się              | grants   | consent
            Odrzuć wszystkie         | limits   | refuses
            Tylko niezbędne          | limits   | necessary only
            Nie zapisuj              | refused  | discard
            Zamknij bez zapisywania  | refused  | discard
            Zapisz                   | harmless | saving keeps the work
            """)
    void polish(String label, String verdict, String why) { check(label, verdict, why, "Ta strona używa ciasteczek"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Logga ut                 | refused  | sign out
            Radera                   | refused  | delete
            Ta bort                  | refused  | remove
            Skicka                   | refused  | send
            Betala                   | refused  | pay
            Köp nu                   | refused  | buy
            Bekräfta                 | refused  | confirm
            Kontoradering            | refused  | delete inside a compound
            Kortbetalning            | refused  | pay inside a compound
            Logga in                 | harmless | signing in
            Skickade                 | harmless | trap: Sent starts with skicka
            Köpvillkor               | harmless | trap: terms of purchase start with köp
            Raderade objekt          | harmless | trap: deleted items
            Kopiera                  | harmless | trap: copy starts with köp
            Mikroskop                | harmless | köp is too short to match inside words
            Sök                      | harmless | ordinary
            Acceptera alla           | grants   | consent
            Godkänn                  | grants   | consent
            Avvisa alla              | limits   | refuses
            Endast nödvändiga        | limits   | necessary only
            Spara inte               | refused  | discard
            Stäng utan att spara     | refused  | discard
            Spara                    | harmless | saving keeps the work
            """)
    void swedish(String label, String verdict, String why) { check(label, verdict, why, "Vi använder kakor"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Logg ut                  | refused  | sign out
            Slett                    | refused  | delete
            Sletteforespørsel        | refused  | delete as a compound's first part
            Kontosletting            | refused  | delete inside a compound
            Fjern                    | refused  | remove
            Send                     | refused  | send
            Betal nå                 | refused  | pay
            Forhåndsbetaling         | refused  | pay inside a compound
            Kjøp nå                  | refused  | buy
            Forhåndsbestill          | refused  | buy inside a compound
            Bekreft                  | refused  | confirm
            Send inn                 | refused  | submit
            Logg inn                 | harmless | signing in
            Sendt                    | harmless | trap: Sent
            Slettet                  | harmless | trap: deleted items
            Fjernkontroll            | harmless | trap: remote control holds fjern
            Søk                      | harmless | ordinary
            Ikke lagre               | refused  | discard
            Lukk uten å lagre        | refused  | discard
            Lagre                    | harmless | saving keeps the work
            """)
    void norwegian(String label, String verdict, String why) { check(label, verdict, why, "Informasjonskapsler"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Log ud                   | refused  | sign out
            Slet                     | refused  | delete
            Kontosletning            | refused  | delete inside a compound
            Fjern                    | refused  | remove
            Send                     | refused  | send
            Betal nu                 | refused  | pay
            Kortbetaling             | refused  | pay inside a compound
            Køb nu                   | refused  | buy
            Gennemfør køb            | refused  | buy
            Bestil                   | refused  | buy
            Bekræft                  | refused  | confirm
            Indsend                  | refused  | submit
            Log ind                  | harmless | signing in
            Sendt                    | harmless | trap: Sent
            Slettede elementer       | harmless | trap: deleted items
            København                | harmless | trap: the city starts with køb
            Kobber                   | harmless | trap: copper starts with køb
            Søg                      | harmless | ordinary
            Gem ikke                 | refused  | discard
            Luk uden at gemme        | refused  | discard
            Gem                      | harmless | saving keeps the work
            """)
    void danish(String label, String verdict, String why) { check(label, verdict, why, "Cookies"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            Выйти                    | refused  | sign out
            Выход                    | refused  | sign out
            Удалить                  | refused  | delete
            УДАЛИТЬ                  | refused  | delete, capitals
            Отправить                | refused  | send
            Оплатить                 | refused  | pay
            Купить                   | refused  | buy
            Оформить заказ           | refused  | buy
            Подтвердить              | refused  | confirm
            Войти                    | harmless | trap: sign in, one letter from выйти
            Отправленные             | harmless | trap: Sent, not отправить
            Удалённые                | harmless | trap: deleted items, not удалить
            Купон                    | harmless | trap: coupon, not купить
            Поиск                    | harmless | ordinary
            Принять все              | grants   | consent
            Согласен                 | grants   | consent
            Отклонить                | limits   | refuses
            Только необходимые       | limits   | necessary only
            Не сохранять             | refused  | discard
            Закрыть без сохранения   | refused  | discard
            Сохранить                | harmless | saving keeps the work
            """)
    void russian(String label, String verdict, String why) { check(label, verdict, why, "Мы используем файлы cookie"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            ログアウト                | refused  | sign out
            ﾛｸﾞｱｳﾄ                   | refused  | sign out, half-width katakana (NFKC)
            削除                     | refused  | delete
            削除する                  | refused  | delete
            送信する                  | refused  | send
            お支払いへ進む             | refused  | pay
            購入する                  | refused  | buy
            確定                     | refused  | confirm
            破棄                     | refused  | discard
            ログイン                  | harmless | signing in
            送信済み                  | harmless | trap: Sent holds 送信
            削除済み                  | harmless | trap: deleted items hold 削除
            見送る                    | harmless | trap: put off holds 送る
            検索                     | harmless | ordinary
            すべて同意する             | grants   | consent
            同意する                  | grants   | consent
            拒否する                  | limits   | refuses
            必須のみ                  | limits   | necessary only
            保存しない                 | refused  | discard
            保存せずに閉じる            | refused  | discard
            保存                      | harmless | saving keeps the work
            """)
    void japanese(String label, String verdict, String why) { check(label, verdict, why, "クッキーの使用について"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            退出登录                  | refused  | sign out
            登出                     | refused  | sign out
            註銷                     | refused  | sign out, traditional
            删除                     | refused  | delete
            刪除                     | refused  | delete, traditional
            移除                     | refused  | remove
            发送                     | refused  | send
            支付                     | refused  | pay
            立即购买                  | refused  | buy
            提交                     | refused  | submit
            确认                     | refused  | confirm
            放弃                     | refused  | discard
            登录                     | harmless | signing in
            已发送                    | harmless | trap: Sent holds 发送
            退出全屏                  | harmless | trap: exit full screen holds 退出
            搜索                     | harmless | ordinary
            全部接受                  | grants   | consent
            同意                     | grants   | consent
            拒绝                     | limits   | refuses
            仅必要                    | limits   | necessary only
            不保存                    | refused  | discard
            关闭而不保存               | refused  | discard
            保存                      | harmless | saving keeps the work
            """)
    void chinese(String label, String verdict, String why) { check(label, verdict, why, "我们使用Cookie"); }

    @ParameterizedTest(name = "{0}: {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            로그아웃                  | refused  | sign out
            삭제                     | refused  | delete
            삭제하기                  | refused  | delete
            메일삭제                  | refused  | delete, joined to its object
            보내기                    | refused  | send
            메일보내기                 | refused  | send, joined to its object
            전송                     | refused  | send
            결제하기                  | refused  | pay
            구매하기                  | refused  | buy
            제출                     | refused  | submit
            확정                     | refused  | confirm
            로그인                    | harmless | signing in
            내보내기                  | harmless | trap: export holds 보내기
            삭제된 항목                | harmless | trap: deleted items hold 삭제
            확인                     | harmless | OK, on every dialog; deliberately not confirm
            검색                     | harmless | ordinary
            모두 동의                 | grants   | consent
            동의합니다                 | grants   | consent
            거부                     | limits   | refuses
            필수만 허용                | limits   | necessary only
            저장 안 함                  | refused  | discard
            저장하지 않고 닫기            | refused  | discard
            저장                      | harmless | saving keeps the work
            """)
    void korean(String label, String verdict, String why) { check(label, verdict, why, "쿠키 설정"); }
}
