package dev.flowwright.studio.screen;

import dev.flowwright.studio.util.Styles;
import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Rectangle;

/**
 * The live screen: the newest frame scaled to the panel's width, the target outlined, candidates
 * faintly outlined, the tree's selection outlined in green; in teach mode the candidates the run asks
 * about are outlined and numbered and the pointer becomes a crosshair. Frames load in the background and the
 * old picture stays until the new one is ready, so the FX thread never decodes and nothing flickers.
 */
public final class LiveScreenView extends BorderPane {
    private final LiveScreenViewModel vm;
    private final ImageView picture = new ImageView();
    private final Pane overlay = new Pane();
    private final Label empty = new Label();
    private Image loading;

    public LiveScreenView(LiveScreenViewModel vm) {
        this.vm = vm;
        getStyleClass().addAll(Styles.PANEL, "live-screen");
        setId("liveScreen");
        Label caption = new Label();
        caption.getStyleClass().add(Styles.CAPTION);
        caption.textProperty().bind(vm.captionProperty());
        caption.setId("screenCaption");
        setTop(caption);

        picture.setPreserveRatio(true);
        picture.setSmooth(true);
        picture.setAccessibleText("Live screen of the target");
        empty.getStyleClass().add(Styles.MUTED);
        empty.textProperty().bind(vm.captionProperty());
        StackPane stack = new StackPane(picture, overlay);
        stack.setAlignment(Pos.TOP_LEFT);
        StackPane.setAlignment(overlay, Pos.TOP_LEFT);
        ScrollPane scroll = new ScrollPane(stack);
        scroll.getStyleClass().add("screen-area");
        scroll.setFitToWidth(true);
        picture.fitWidthProperty().bind(scroll.widthProperty().subtract(4));
        overlay.setPickOnBounds(true);
        overlay.setOnMouseClicked(e -> {
            double s = scale();
            if (s > 0) vm.clickAt(e.getX() / s, e.getY() / s);
        });
        overlay.cursorProperty().bind(vm.pointingProperty().map(p -> p ? Cursor.CROSSHAIR : Cursor.DEFAULT));
        setCenter(scroll);

        vm.frameUrlProperty().addListener((o, was, url) -> load(url));
        InvalidationListener redraw = o -> redraw();
        vm.targetProperty().addListener(redraw);
        vm.selectedProperty().addListener(redraw);
        vm.candidates().addListener((ListChangeListener<Box>) c -> redraw());
        vm.asked().addListener((ListChangeListener<Box>) c -> redraw());
        picture.boundsInParentProperty().addListener(redraw);
        load(vm.frameUrlProperty().get());
    }

    private void load(String url) {
        if (url == null) {
            picture.setImage(null);
            redraw();
            return;
        }
        Image next = new Image(url, true);
        // a frame still loading is dropped when a newer one arrives: only the newest is drawn
        if (loading != null && loading != picture.getImage() && loading.getProgress() < 1.0) loading.cancel();
        loading = next;
        next.progressProperty().addListener((o, was, p) -> {
            if (p.doubleValue() >= 1.0 && loading == next && !next.isError()) {
                picture.setImage(next);
                redraw();
            }
        });
    }

    /** Displayed pixels per screenshot pixel. */
    private double scale() {
        Image img = picture.getImage();
        if (img == null || img.getWidth() <= 0) return 0;
        return picture.getBoundsInParent().getWidth() / img.getWidth();
    }

    private void redraw() {
        overlay.getChildren().clear();
        double s = scale();
        if (s <= 0) return;
        overlay.setPrefSize(picture.getBoundsInParent().getWidth(), picture.getBoundsInParent().getHeight());
        for (Box b : vm.candidates()) overlay.getChildren().add(outline(b, s, Styles.CANDIDATE_OUTLINE));
        if (vm.targetProperty().get() != null) overlay.getChildren().add(outline(vm.targetProperty().get(), s, Styles.TARGET_OUTLINE));
        if (vm.selectedProperty().get() != null) overlay.getChildren().add(outline(vm.selectedProperty().get(), s, Styles.SELECTED_OUTLINE));
        for (int i = 0; i < vm.asked().size(); i++) {
            Box b = vm.asked().get(i);
            overlay.getChildren().add(outline(b, s, Styles.ASKED_OUTLINE));
            Label number = new Label(Integer.toString(i + 1));
            number.getStyleClass().add(Styles.ASKED_NUMBER);
            number.setMouseTransparent(true);
            number.relocate(b.x() * s, Math.max(0, b.y() * s - 18));
            overlay.getChildren().add(number);
        }
    }

    private static Rectangle outline(Box b, double s, String style) {
        Rectangle r = new Rectangle(b.x() * s, b.y() * s, Math.max(2, b.width() * s), Math.max(2, b.height() * s));
        r.getStyleClass().add(style);
        r.setMouseTransparent(true);
        r.setAccessibleText(b.label());
        return r;
    }

    /** Where the middle of {@code b} is on the computer's screen as drawn now (for tests and benchmarks that click it), or null. */
    public Point2D screenPointOf(Box b) {
        double s = scale();
        if (s <= 0) return null;
        return overlay.localToScreen((b.x() + b.width() / 2) * s, (b.y() + b.height() / 2) * s);
    }

    /** The picture currently drawn (for tests and screenshots). */
    public Image shownImage() { return picture.getImage(); }
}
