package dev.flowwright.studio.session;

import dev.flowwright.runtime.handoff.HandoffRequest;
import dev.flowwright.runtime.handoff.HandoffResponse;
import dev.flowwright.runtime.handoff.Responder;
import dev.flowwright.runtime.run.RunControl;
import dev.flowwright.runtime.surface.Picture;
import dev.flowwright.studio.handoff.PersonReply;
import dev.flowwright.studio.handoff.PersonRequest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The runtime's handoff answered by a person in the studio's dialog, or in teach mode on the live screen
 * (the element pointed at goes back as its ref); a supplied value goes back as the response only.
 */
final class StudioResponder implements Responder {
    private final PersonResponder person;
    private final RunControl control;
    private final PaintedLooks shots;

    StudioResponder(PersonResponder person, RunControl control, PaintedLooks shots) {
        this.person = person;
        this.control = control;
        this.shots = shots;
    }

    @Override
    public HandoffResponse respond(HandoffRequest request) {
        // a question answered on the live screen shows the application as it is now (a wall that came after the
        // look included), and says where that picture lies so the candidates are outlined where it shows them
        Picture now = request.canPoint() ? shots.now() : null;
        PersonReply r = person.ask(new PersonRequest(control.position().stepPath(), request.reason(), request.field(),
                now != null ? file(now.png()) : screenshot(), request.timeout(), request.choices(), request.refs(), request.cover(),
                now != null ? now.origin() : null));
        return switch (r.kind()) {
            case VALUE -> new HandoffResponse.Value(r.value());
            case ACTED -> new HandoffResponse.Acted();
            case CANCEL -> new HandoffResponse.Cancel();
            case TIMEOUT -> new HandoffResponse.TimedOut();
            case PICKED -> new HandoffResponse.Picked(r.picked());
            case POINTED -> new HandoffResponse.Pointed(r.ref());
            case NONE -> new HandoffResponse.NoneOfThese();
            case COVER -> new HandoffResponse.AnswerCover();
        };
    }

    /** The latest (redacted) screenshot as a file for the dialog, or null. */
    private Path screenshot() { return file(shots.latest()); }

    /** A (redacted) picture as a file the window can show, or null. */
    private static Path file(byte[] png) {
        if (png == null || png.length == 0) return null;
        try {
            Path f = Files.createTempFile("flowwright-handoff", ".png");
            f.toFile().deleteOnExit();
            Files.write(f, png);
            return f;
        } catch (IOException e) {
            return null;
        }
    }
}
