package dev.flowwright.bridge.atspi;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;
import com.sun.jna.Structure;
import com.sun.jna.ptr.PointerByReference;

/**
 * The slice of {@code libatspi.so.0} (and the GLib calls it needs) that the bridge uses. Every function
 * that returns a new reference or a new string is released by {@link AtspiBridge}: objects with
 * {@code g_object_unref}, strings and rects with {@code g_free}, arrays with {@code g_array_free}.
 * Only {@link AtspiBridge}'s thread calls into it.
 */
interface Atspi extends Library {

    int COORD_SCREEN = 0;

    // AtspiKeySynthType
    int KEY_PRESS = 0;
    int KEY_RELEASE = 1;
    int KEY_PRESSRELEASE = 2;
    int KEY_SYM = 3;
    int KEY_STRING = 4;

    int atspi_init();

    void atspi_set_timeout(int millis, int startupMillis);

    /** The main context libatspi attaches its bus connection and idle work to (the default one until set). */
    void atspi_set_main_context(Pointer context);

    Pointer atspi_get_desktop(int index);

    int atspi_accessible_get_child_count(Pointer accessible, PointerByReference error);

    Pointer atspi_accessible_get_child_at_index(Pointer accessible, int index, PointerByReference error);

    int atspi_accessible_get_index_in_parent(Pointer accessible, PointerByReference error);

    Pointer atspi_accessible_get_role_name(Pointer accessible, PointerByReference error);

    Pointer atspi_accessible_get_name(Pointer accessible, PointerByReference error);

    Pointer atspi_accessible_get_description(Pointer accessible, PointerByReference error);

    int atspi_accessible_get_process_id(Pointer accessible, PointerByReference error);

    Pointer atspi_accessible_get_state_set(Pointer accessible);

    Pointer atspi_state_set_get_states(Pointer stateSet);

    /** GArray of gchar* (each to g_free) naming the D-Bus interfaces the object implements. */
    Pointer atspi_accessible_get_interfaces(Pointer accessible);

    /** GArray of gchar* "name:value" (each to g_free): the element's object attributes (a cell's formula). */
    Pointer atspi_accessible_get_attributes_as_array(Pointer accessible, PointerByReference error);

    Pointer atspi_accessible_get_action_iface(Pointer accessible);

    int atspi_action_get_n_actions(Pointer action, PointerByReference error);

    Pointer atspi_action_get_action_name(Pointer action, int index, PointerByReference error);

    boolean atspi_action_do_action(Pointer action, int index, PointerByReference error);

    Pointer atspi_accessible_get_component_iface(Pointer accessible);

    Pointer atspi_component_get_extents(Pointer component, int coordType, PointerByReference error);

    boolean atspi_component_grab_focus(Pointer component, PointerByReference error);

    /** The element under a screen point, a new reference or null (a sheet's cell under its corner). */
    Pointer atspi_component_get_accessible_at_point(Pointer component, int x, int y, int coordType, PointerByReference error);

    Pointer atspi_accessible_get_table_iface(Pointer accessible);

    /** The cell at a row and column, a new reference. */
    Pointer atspi_table_get_accessible_at(Pointer table, int row, int column, PointerByReference error);

    /** The child index of the cell at a row and column. */
    int atspi_table_get_index_at(Pointer table, int row, int column, PointerByReference error);

    int atspi_table_get_n_rows(Pointer table, PointerByReference error);

    int atspi_table_get_n_columns(Pointer table, PointerByReference error);

    int atspi_table_get_row_at_index(Pointer table, int index, PointerByReference error);

    int atspi_table_get_column_at_index(Pointer table, int index, PointerByReference error);

    Pointer atspi_accessible_get_text_iface(Pointer accessible);

    int atspi_text_get_character_count(Pointer text, PointerByReference error);

    Pointer atspi_text_get_text(Pointer text, int start, int end, PointerByReference error);

    Pointer atspi_accessible_get_editable_text_iface(Pointer accessible);

    boolean atspi_editable_text_set_text_contents(Pointer editable, String text, PointerByReference error);

    Pointer atspi_accessible_get_value_iface(Pointer accessible);

    double atspi_value_get_current_value(Pointer value, PointerByReference error);

    boolean atspi_value_set_current_value(Pointer value, double newValue, PointerByReference error);

    Pointer atspi_accessible_get_selection_iface(Pointer accessible);

    boolean atspi_selection_select_child(Pointer selection, int childIndex, PointerByReference error);

    int atspi_selection_get_n_selected_children(Pointer selection, PointerByReference error);

    boolean atspi_generate_keyboard_event(long keyval, String keystring, int synthType, PointerByReference error);

    boolean atspi_generate_mouse_event(long x, long y, String name, PointerByReference error);

    /** libatspi's own connection to the accessibility bus (transfer none), for pipelined bulk reads. */
    Pointer atspi_get_a11y_bus();

    /** Attaches a D-Bus connection's watches and timeouts to a main context (moving them from another one). */
    void atspi_dbus_connection_setup_with_g_main(Pointer connection, Pointer context);

    /** The role's name ("push button"); a new string to g_free. */
    Pointer atspi_role_get_name(int role);

    /** Called on the bridge thread while it pumps the main loop; the event is the callee's to free. */
    interface EventCallback extends com.sun.jna.Callback {
        void invoke(Pointer event, Pointer userData);
    }

    boolean atspi_event_listener_register_from_callback(EventCallback callback, Pointer userData, Pointer destroyed,
                                                         String eventType, PointerByReference error);

    /** Stops calling {@code callback} for {@code eventType}; a callback must not outlive its registration. */
    boolean atspi_event_listener_deregister_from_callback(EventCallback callback, Pointer userData, String eventType,
                                                          PointerByReference error);

    long atspi_event_get_type();

    /** GType of AtspiStateType, to read state nicks from GLib's enum class instead of hard-coding numbers. */
    long atspi_state_type_get_type();

    /** A structure {@code AtspiRect}: four gints. */
    @Structure.FieldOrder({"x", "y", "width", "height"})
    class Rect extends Structure {
        public int x;
        public int y;
        public int width;
        public int height;

        public Rect(Pointer p) {
            super(p);
            read();
        }
    }

    static Atspi load() {
        return Native.load("atspi", Atspi.class);
    }
}
