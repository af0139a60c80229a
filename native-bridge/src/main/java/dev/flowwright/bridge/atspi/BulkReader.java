package dev.flowwright.bridge.atspi;

import com.sun.jna.Pointer;
import dev.flowwright.bridge.BridgeError;
import dev.flowwright.bridge.BridgeException;
import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.ReadOptions;
import dev.flowwright.bridge.Rect;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * Reads a whole tree with pipelined AT-SPI requests on libatspi's own D-Bus connection. The walk through
 * libatspi asks one question at a time and waits for each answer (about 8 round trips per element);
 * here every question whose answer decides nothing else is sent at once and answers are taken in order,
 * so the application answers back to back. Same rules as the walk: what is read for which role, which
 * hidden subtrees are skipped. Any answer it cannot use makes the caller fall back to the walk. Where libatspi
 * holds a connection of the application's own, the application is asked on it, not through the bus daemon.
 */
final class BulkReader {
    private static final String ACCESSIBLE = "org.a11y.atspi.Accessible";
    private static final String PROPERTIES = "org.freedesktop.DBus.Properties";
    private static final String ROOT_PATH = "/org/a11y/atspi/accessible/root";

    private final DBus dbus;
    private final Pointer connection;
    private final java.util.function.Function<String, Pointer> directTo;
    /** During a read: the application's bus name and its own connection (referenced), when it has one. */
    private String appBus;
    private Pointer appConnection;
    private final int timeoutMillis;
    private final IntFunction<String> roleName;
    private final IntFunction<String> stateNick;
    private final Map<Integer, String> busNames = new HashMap<>();

    /** A read that could not be done in bulk; the walk through libatspi is the fallback. */
    static final class Unusable extends RuntimeException {
        Unusable(String message) { super(message, null, false, false); }
    }

    /** {@code directTo} gives the application's own connection for a bus name, or null (then the bus's is used). */
    BulkReader(DBus dbus, Pointer connection, java.util.function.Function<String, Pointer> directTo, int timeoutMillis,
               IntFunction<String> roleName, IntFunction<String> stateNick) {
        this.dbus = dbus;
        this.connection = connection;
        this.directTo = directTo;
        this.timeoutMillis = timeoutMillis;
        this.roleName = roleName;
        this.stateNick = stateNick;
        this.codec = new DBusCodec(dbus);
    }

    /** False once libatspi's connection to the accessibility bus closed (the bus went away). */
    boolean connected() { return dbus.dbus_connection_get_is_connected(connection); }

    /** One element being read: what came back so far. */
    private static final class Item {
        String path;
        final NodePath nodePath;
        final int depth;
        String name = "";
        String description = "";
        int childCount;
        String role = "";
        Set<String> states = Set.of();
        Set<String> interfaces = Set.of();
        List<String> actions = List.of();
        Rect extents;
        String text;
        Double value;
        final List<Item> children = new ArrayList<>();
        boolean dropped;
        Node.Cell cell;
        Item parent;
        /** A grid cell's text as the scan read it, and its box as the grid's layout gives it: not asked again. */
        String knownText;
        Rect knownExtents;
        /** A sheet's cell named by its address (Grids#namedByAddress): its name, and no description or children, not asked. */
        String knownName;

        Item(String path, NodePath nodePath, int depth) {
            this.path = path;
            this.nodePath = nodePath;
            this.depth = depth;
        }
    }

    private record Pending(Pointer call, String what, Consumer<Object> onReply) {}

    private final ArrayDeque<Pending> inFlight = new ArrayDeque<>();

    private final DBusCodec codec;

    private long requests;

    /** D-Bus requests sent so far (a load-independent measure of what a look costs). */
    long requests() { return requests; }


    Node read(NodePath root, ReadOptions options) {
        String bus = busName(root.pid());
        Pointer direct = directTo.apply(bus);
        if (direct != null && dbus.dbus_connection_get_is_connected(direct)) {
            appConnection = dbus.dbus_connection_ref(direct);
            appBus = bus;
        }
        try {
            return readOn(bus, root, options);
        } finally {
            abandonAll();
            if (appConnection != null) dbus.dbus_connection_unref(appConnection);
            appConnection = null;
            appBus = null;
        }
    }

    private Node readOn(String bus, NodePath root, ReadOptions options) {
        Item top = new Item(ROOT_PATH, new NodePath(root.pid(), new int[0]), 0);
        // find the element the path names (one round trip per level), then read its subtree in bulk;
        // depths count from the element read, as in the walk
        Item start = top;
        for (int index : root.indices()) {
            String childPath = objectPath(call(bus, start.path, ACCESSIBLE, "GetChildAtIndex", List.of(index)));
            if (childPath == null) throw new BridgeException(BridgeError.STALE, "no element at " + root + " any more");
            start = new Item(childPath, start.nodePath.child(index), 0);
        }
        startItem = start;
        grids.clear();
        String toolkit = toolkit(bus);
        oneByOne = toolkit.startsWith("GTK 4");
        propertyByProperty = toolkit.startsWith("Qt");
        int[] budget = {options.maxNodes()};
        budget[0]--;
        askBasics(bus, start, options, budget);
        drain();
        for (int i = 0; i < grids.size(); i++) readVisibleCells(bus, grids.get(i), options, budget);
        placeLabels(bus, start);
        drain();
        return toNode(start);
    }

    /** The object path of a reply holding one object reference, {@code (so)}; null for AT-SPI's null object. */
    private static String objectPath(Object reply) {
        String path = (String) list(reply).get(1);
        return path == null || path.endsWith("/null") ? null : path;
    }

    /** Large tables met in this read; their cells are read once the rest is in ({@link Grids}). */
    private final List<Item> grids = new ArrayList<>();

    /** A large table's cells from what shows, as {@link TreeWalk} reads them; every step is one pipelined batch. */
    private void readVisibleCells(String bus, Item table, ReadOptions options, int[] budget) {
        if (table.extents == null || table.extents.isEmpty()) return;
        Rect box = table.extents;
        int[][] corners = new int[2][];
        int[] counts = new int[2];
        String[] cornerPaths = new String[2];
        int[][] points = {{box.x() + 1, box.y() + 1}, {box.x() + box.width() - 2, box.y() + box.height() - 2}};
        for (int k = 0; k < 2; k++) {
            int corner = k;
            corners[k] = new int[]{-1, -1};
            send(bus, table.path, "org.a11y.atspi.Component", "GetAccessibleAtPoint",
                    List.of(points[k][0], points[k][1], DBusCodec.Unsigned.of(0)), "finding the cell at a corner",
                    reply -> cornerPaths[corner] = objectPath(reply));
        }
        send(bus, table.path, PROPERTIES, "Get", List.of(TreeWalk.TABLE, "NRows"), "counting a table's rows",
                reply -> counts[0] = ((Number) reply).intValue());
        send(bus, table.path, PROPERTIES, "Get", List.of(TreeWalk.TABLE, "NColumns"), "counting a table's columns",
                reply -> counts[1] = ((Number) reply).intValue());
        drain();
        int[] indices = {-1, -1};
        for (int k = 0; k < 2; k++) {
            int corner = k;
            if (cornerPaths[k] != null) send(bus, cornerPaths[k], ACCESSIBLE, "GetIndexInParent", List.of(), "reading a cell's index",
                    reply -> indices[corner] = ((Number) reply).intValue());
        }
        drain();
        for (int k = 0; k < 2; k++) {
            int corner = k;
            if (indices[k] < 0) continue;
            send(bus, table.path, TreeWalk.TABLE, "GetRowAtIndex", List.of(indices[k]), "reading a cell's row",
                    reply -> corners[corner][0] = ((Number) reply).intValue());
            send(bus, table.path, TreeWalk.TABLE, "GetColumnAtIndex", List.of(indices[k]), "reading a cell's column",
                    reply -> corners[corner][1] = ((Number) reply).intValue());
        }
        drain();
        Grids.Range visible = Grids.visible(corners[0][0], corners[0][1], corners[1][0], corners[1][1], counts[0], counts[1]);
        if (visible == null) return;
        // the scan keeps what it found: each cell's object and, where the toolkit answers a whole text at once, its text
        boolean wholeText = !oneByOne; // GTK 4 answers GetText(0, -1) with nothing
        Map<Long, String[]> scanned = new HashMap<>();
        Grids.Range read = Grids.toRead(visible, block -> {
            boolean[][] filled = new boolean[block.rows()][block.columns()];
            for (int r = 0; r < block.rows(); r++) {
                for (int c = 0; c < block.columns(); c++) {
                    int row = r, column = c;
                    long key = Grids.key(block.firstRow() + r, block.firstColumn() + c);
                    send(bus, table.path, TreeWalk.TABLE, "GetAccessibleAt", List.of(block.firstRow() + r, block.firstColumn() + c),
                            "reading a visible cell", reply -> {
                                String cellPath = objectPath(reply);
                                if (cellPath == null) return;
                                String[] found = {cellPath, null};
                                scanned.put(key, found);
                                send(bus, cellPath, "org.a11y.atspi.Text", "GetText", List.of(0, wholeText ? -1 : 1), "reading a cell's text",
                                        text -> {
                                            filled[row][column] = !str(text).isBlank();
                                            if (wholeText) found[1] = str(text);
                                        });
                            });
                }
            }
            drain();
            return filled;
        }, table == startItem);
        // the cells to read, row by row, as far as the budget goes
        List<int[]> places = new ArrayList<>();
        for (int r = read.firstRow(); r <= read.lastRow() && budget[0] > 0; r++)
            for (int c = read.firstColumn(); c <= read.lastColumn() && budget[0] > 0; c++) {
                budget[0]--;
                places.add(new int[]{r, c});
            }
        // first the cells of the block's first row and first column, in full: their indices, boxes, roles and interfaces
        // give the grid's layout (Grids.Layout); the other cells take from it what it can tell
        Map<Long, Item> edge = new HashMap<>();
        Map<Long, Integer> edgeIndex = new HashMap<>();
        for (int[] at : places)
            if (at[0] == read.firstRow() || at[1] == read.firstColumn())
                readCell(bus, table, at[0], at[1], scanned, null, options, budget, (cell, index) -> {
                    edge.put(Grids.key(at[0], at[1]), cell);
                    edgeIndex.put(Grids.key(at[0], at[1]), index);
                });
        drain();
        Grids.Layout layout = Grids.Layout.of(read, edgeIndex, key -> {
            Item cell = edge.get(key);
            return cell == null ? null : cell.extents;
        });
        List<Grids.EdgeCell> edgeCells = new ArrayList<>();
        for (Item cell : edge.values())
            edgeCells.add(new Grids.EdgeCell(cell.cell.row(), cell.cell.column(), cell.name, cell.description, cell.childCount));
        boolean namedByAddress = Grids.namedByAddress(edgeCells);
        Map<Integer, Fixed> columnKind = new HashMap<>();
        for (Item cell : edge.values())
            if (cell.cell.row() == read.firstRow() && !cell.role.isEmpty() && cell.actions != null)
                columnKind.put(cell.cell.column(), new Fixed(cell.role, cell.interfaces, cell.actions));
        for (int[] at : places)
            if (at[0] != read.firstRow() && at[1] != read.firstColumn())
                readCell(bus, table, at[0], at[1], scanned, new Preset(layout, columnKind.get(at[1]), namedByAddress), options, budget, (cell, index) -> {});
        drain();
        // row by row, as the walk gives them
        table.children.sort(java.util.Comparator.<Item>comparingInt(i -> i.cell.row()).thenComparingInt(i -> i.cell.column()));
    }

    /**
     * What a cell inside the block is given rather than asked: its index and box from the layout, its column's kind,
     * and its name when the edge cells are named by their addresses.
     */
    private record Preset(Grids.Layout layout, Fixed kind, boolean namedByAddress) {}

    /**
     * Reads the cell at {@code row, column} of a large table into its children: its object from the scan (else asked),
     * its index (from the layout when it tells, else asked), and the cell itself.
     */
    private void readCell(String bus, Item table, int row, int column, Map<Long, String[]> scanned, Preset preset,
                          ReadOptions options, int[] budget, java.util.function.BiConsumer<Item, Integer> then) {
        String[] found = scanned.get(Grids.key(row, column));
        int[] index = {preset == null ? -1 : preset.layout().index(row, column)};
        Consumer<String> read = cellPath -> {
            if (cellPath == null || index[0] < 0) return;
            Item cell = new Item(cellPath, table.nodePath.child(index[0]), table.depth + 1);
            cell.cell = new Node.Cell(row, column);
            table.children.add(cell);
            if (found != null && found[1] != null) cell.knownText = found[1];
            if (preset != null) {
                cell.knownExtents = preset.layout().box(row, column);
                if (preset.kind() != null) remember(bus + cellPath, preset.kind());
                if (preset.namedByAddress()) cell.knownName = cell.cell.address();
            }
            askBasics(bus, cell, options, budget);
            then.accept(cell, index[0]);
        };
        if (found != null && index[0] >= 0) {
            read.accept(found[0]);
            return;
        }
        if (index[0] < 0)
            send(bus, table.path, TreeWalk.TABLE, "GetIndexAt", List.of(row, column), "finding a cell's index", reply -> {
                index[0] = ((Number) reply).intValue();
                if (found != null) read.accept(found[0]);
            });
        // answered after the index: replies come in the order asked
        if (found == null)
            send(bus, table.path, TreeWalk.TABLE, "GetAccessibleAt", List.of(row, column), "reading a cell", reply -> read.accept(objectPath(reply)));
    }

    /**
     * States first: a child that does not show (a shut menu's item, a hidden page) is dropped on them,
     * costing nothing more; the rest — name, child count, role and interfaces unless known — follows.
     */
    private void askBasics(String bus, Item item, ReadOptions options, int[] budget) {
        send(bus, item.path, ACCESSIBLE, "GetState", List.of(), "reading states", reply -> {
            item.states = states(list(reply));
            if (item != startItem && options.showingOnly() && item.parent != null
                    && !TreeWalk.onScreen(item.states, item.parent.states, item.parent.depth)) {
                item.dropped = true;
                return;
            }
            askRest(bus, item, options, budget);
        });
    }

    private void askRest(String bus, Item item, ReadOptions options, int[] budget) {
        Fixed known = fixed.get(bus + item.path);
        if (known != null) {
            item.role = known.role;
            item.interfaces = known.interfaces;
        }
        if (item.knownName != null) {
            item.name = item.knownName;
            item.description = "";
            item.childCount = 0;
            if (known != null) askDetails(bus, item, options, budget);
        } else if (propertyByProperty) {
            // Qt 5 dies on Properties.GetAll of an accessible: each property asked on its own, as libatspi asks
            send(bus, item.path, PROPERTIES, "Get", List.of(ACCESSIBLE, "Name"), "reading a name", reply -> item.name = str(reply));
            send(bus, item.path, PROPERTIES, "Get", List.of(ACCESSIBLE, "Description"), "reading a description",
                    reply -> item.description = str(reply));
            send(bus, item.path, PROPERTIES, "Get", List.of(ACCESSIBLE, "ChildCount"), "counting children", reply -> {
                item.childCount = reply instanceof Number n ? n.intValue() : 0;
                if (known != null) askDetails(bus, item, options, budget);
            });
        } else {
            send(bus, item.path, PROPERTIES, "GetAll", List.of(ACCESSIBLE), "reading properties", reply -> {
                Map<String, Object> props = dict(reply);
                item.name = str(props.get("Name"));
                item.description = str(props.get("Description"));
                Object count = props.get("ChildCount");
                item.childCount = count instanceof Number n ? n.intValue() : 0;
                if (known != null) askDetails(bus, item, options, budget);
            });
        }
        if (known != null) return;
        send(bus, item.path, ACCESSIBLE, "GetRole", List.of(), "reading a role", reply -> item.role = roleName.apply(((Number) reply).intValue()));
        send(bus, item.path, ACCESSIBLE, "GetInterfaces", List.of(), "reading interfaces", reply -> {
            Set<String> names = new HashSet<>();
            for (Object o : list(reply)) names.add((String) o);
            item.interfaces = Set.copyOf(names);
            remember(bus + item.path, new Fixed(item.role, item.interfaces, null));
            askDetails(bus, item, options, budget);
        });
    }

    /**
     * What does not change while an element lives: its role, its interfaces and its action names. Kept
     * per D-Bus object path (toolkits do not reuse them within a process), so a second look asks only
     * for what can change: names, states, children, extents, text, values.
     */
    private record Fixed(String role, Set<String> interfaces, List<String> actions) {}

    /** Bounds the cache: an application that makes elements endlessly cannot grow it without limit. */
    private static final int MAX_FIXED = 20_000;
    private final Map<String, Fixed> fixed = new HashMap<>();

    private void remember(String key, Fixed value) {
        if (fixed.size() >= MAX_FIXED) fixed.clear();
        fixed.put(key, value);
    }

    /** Asked once role, states and interfaces are known: children, extents, actions, text, value. */
    private void askDetails(String bus, Item item, ReadOptions options, int[] budget) {
        boolean has = item.interfaces.contains("org.a11y.atspi.Action");
        boolean wanted = item.depth > 0 && (has || item.interfaces.contains("org.a11y.atspi.EditableText")
                || item.interfaces.contains("org.a11y.atspi.Value") || item.interfaces.contains("org.a11y.atspi.Selection"));
        boolean quiet = TreeWalk.QUIET_ACTION_ROLES.contains(item.role);
        // GetActions answers localized names; GetName answers the names the toolkit acts on ("click")
        Fixed known = fixed.get(bus + item.path);
        if (has && !quiet && known != null && known.actions != null) item.actions = known.actions;
        else if (has && !quiet) send(bus, item.path, "org.a11y.atspi.Action", "GetActions", List.of(), "reading actions", reply -> {
            int n = list(reply).size();
            String[] names = new String[n];
            item.actions = java.util.Arrays.asList(names);
            for (int i = 0; i < n; i++) {
                int index = i;
                send(bus, item.path, "org.a11y.atspi.Action", "GetName", List.of(index), "reading an action name", name -> {
                    names[index] = str(name);
                    if (index == n - 1) remember(bus + item.path, new Fixed(item.role, item.interfaces, List.of(names)));
                });
            }
        });
        boolean boxed = item.interfaces.contains("org.a11y.atspi.Component")
                && TreeWalk.wantsExtents(item.depth, wanted, item.role, item.childCount, item.interfaces, item.states);
        boolean editable = item.interfaces.contains("org.a11y.atspi.EditableText");
        boolean texted = item.interfaces.contains("org.a11y.atspi.Text")
                && (editable || item.name.isEmpty() || !TreeWalk.LABEL_ROLES.contains(item.role));
        if (texted && item.knownText != null) item.text = Grids.firstCharacters(item.knownText, options.maxTextChars());
        else if (texted)
            // the length first, as libatspi reads it: GTK 4 answers GetText(0, -1) with nothing
            send(bus, item.path, PROPERTIES, "Get", List.of("org.a11y.atspi.Text", "CharacterCount"), "counting characters", count -> {
                int n = count instanceof Number c ? Math.min(c.intValue(), options.maxTextChars()) : 0;
                if (n <= 0) {
                    item.text = "";
                    return;
                }
                send(bus, item.path, "org.a11y.atspi.Text", "GetText", List.of(0, n), "reading text", reply -> item.text = str(reply));
            });
        // a cell's number is in its text, as the sheet shows it (Node#at): not asked
        if (item.interfaces.contains("org.a11y.atspi.Value") && item.cell == null)
            send(bus, item.path, PROPERTIES, "Get", List.of("org.a11y.atspi.Value", "CurrentValue"), "reading a value",
                    reply -> item.value = reply instanceof Number n ? n.doubleValue() : null);
        Runnable readChildren = () -> {
            if (item.childCount > 0 && item.depth < options.maxDepth() && Grids.isLarge(item.interfaces, item.states, item.childCount)) {
                grids.add(item);
            } else if (item.childCount > 0 && item.depth < options.maxDepth() && oneByOne) {
                // child by child, as libatspi resolves a path: GTK 4's GetChildren leaves out a stack's pages,
                // which GetChildAtIndex counts, and an index path must mean the same element to both
                for (int i = 0; i < item.childCount && budget[0] > 0; i++) {
                    Item child = new Item(null, item.nodePath.child(i), item.depth + 1);
                    child.parent = item;
                    item.children.add(child);
                    budget[0]--;
                    send(bus, item.path, ACCESSIBLE, "GetChildAtIndex", List.of(i), "reading a child", reply -> {
                        String childPath = objectPath(reply);
                        if (childPath == null) {
                            child.dropped = true;
                            return;
                        }
                        child.path = childPath;
                        askBasics(bus, child, options, budget);
                    });
                }
            } else if (item.depth < options.maxDepth() && TreeWalk.mayBeShut(options, item.role, item.childCount)) {
                // a shut menu's items do not show: its first item says so, and the others are not asked for
                send(bus, item.path, ACCESSIBLE, "GetChildAtIndex", List.of(0), "reading a menu's first item", reply -> {
                    String firstPath = objectPath(reply);
                    if (firstPath == null) return;
                    send(bus, firstPath, ACCESSIBLE, "GetState", List.of(), "reading states", states -> {
                        if (!TreeWalk.shutMenu(states(list(states)), item.states, item.depth)) readAllChildren(bus, item, options, budget);
                    });
                });
            } else if (item.childCount > 0 && item.depth < options.maxDepth()) {
                readAllChildren(bus, item, options, budget);
            }
        };
        if (!boxed) {
            readChildren.run();
            return;
        }
        if (item.knownExtents != null) {
            item.extents = item.knownExtents;
            if (!TreeWalk.hidesChildren(options, item.depth, item.extents)) readChildren.run();
            return;
        }
        // children wait for the box: an empty one (a hidden page, a menu bar drawn by another) shows nothing
        askExtents(bus, item, () -> {
            if (!TreeWalk.hidesChildren(options, item.depth, item.extents)) readChildren.run();
        });
    }

    /** All of an element's children, asked at once, each then read. */
    private void readAllChildren(String bus, Item item, ReadOptions options, int[] budget) {
        send(bus, item.path, ACCESSIBLE, "GetChildren", List.of(), "reading children", reply -> {
            List<Object> children = list(reply);
            for (int i = 0; i < children.size() && budget[0] > 0; i++) {
                Item child = new Item((String) list(children.get(i)).get(1), item.nodePath.child(i), item.depth + 1);
                child.parent = item;
                item.children.add(child);
                budget[0]--;
                askBasics(bus, child, options, budget);
            }
        });
    }

    /** Whether this read asks for children one by one: GTK 4 answers GetChildren differently from GetChildAtIndex. */
    private boolean oneByOne;
    /** Whether this read asks for an accessible's properties one by one: Qt 5 dies on GetAll. */
    private boolean propertyByProperty;

    /** Toolkit of each application's bus name: "GTK 4.8.3", "Qt 5.15.8", "" when it does not say. */
    private final Map<String, String> toolkits = new HashMap<>();

    private String toolkit(String bus) {
        return toolkits.computeIfAbsent(bus, b -> {
            try {
                Object name = call(b, ROOT_PATH, PROPERTIES, "Get", List.of("org.a11y.atspi.Application", "ToolkitName"));
                Object version = call(b, ROOT_PATH, PROPERTIES, "Get", List.of("org.a11y.atspi.Application", "Version"));
                return str(name) + " " + str(version);
            } catch (Unusable e) {
                return "";
            }
        });
    }

    private Item startItem;

    private void askExtents(String bus, Item item) {
        askExtents(bus, item, () -> {});
    }

    private void askExtents(String bus, Item item, Runnable then) {
        send(bus, item.path, "org.a11y.atspi.Component", "GetExtents", List.of(DBusCodec.Unsigned.of(0)), "reading extents", reply -> {
            List<Object> r = list(reply);
            item.extents = new Rect(((Number) r.get(0)).intValue(), ((Number) r.get(1)).intValue(),
                    ((Number) r.get(2)).intValue(), ((Number) r.get(3)).intValue());
            then.run();
        });
    }

    /** Labels beside unnamed fields need their extents to name them (the walk does the same). */
    private void placeLabels(String bus, Item item) {
        List<Item> kept = item.children.stream().filter(c -> !c.dropped).toList();
        boolean unnamedField = kept.stream().anyMatch(c -> c.name.isEmpty()
                && (c.interfaces.contains("org.a11y.atspi.EditableText") || c.role.equals("combo box")));
        for (Item c : kept) {
            if (unnamedField && c.extents == null && TreeWalk.LABEL_ROLES.contains(c.role) && !c.name.isEmpty()
                    && c.interfaces.contains("org.a11y.atspi.Component")) askExtents(bus, c);
            placeLabels(bus, c);
        }
    }

    private Node toNode(Item item) {
        List<Node> children = new ArrayList<>();
        for (Item c : item.children) if (!c.dropped) children.add(toNode(c));
        return new Node(item.nodePath, item.role, item.name, item.description, item.states, item.actions, item.extents,
                item.text, item.interfaces.contains("org.a11y.atspi.EditableText"), item.value,
                item.interfaces.contains("org.a11y.atspi.Selection"), item.childCount, children, item.cell);
    }

    // ---- the application's bus name ----

    private String busName(int pid) {
        String known = busNames.get(pid);
        if (known != null) return known;
        List<Object> apps = list(call("org.a11y.atspi.Registry", ROOT_PATH, ACCESSIBLE, "GetChildren", List.of()));
        for (Object app : apps) {
            String name = (String) list(app).get(0);
            Object appPid = call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                    "GetConnectionUnixProcessID", List.of(name));
            if (appPid instanceof Number n && n.intValue() == pid) {
                busNames.put(pid, name);
                return name;
            }
        }
        throw new BridgeException(BridgeError.STALE, "no application with process " + pid + " is registered with AT-SPI");
    }

    void forget(int pid) {
        busNames.remove(pid);
    }

    // ---- pipelined calls ----

    private Object call(String bus, String path, String iface, String method, List<Object> args) {
        Object[] out = new Object[1];
        send(bus, path, iface, method, args, method, reply -> out[0] = reply);
        drain();
        return out[0];
    }

    private void send(String bus, String path, String iface, String method, List<Object> args, String what, Consumer<Object> onReply) {
        Pointer msg = dbus.dbus_message_new_method_call(names[0].of(bus), names[1].of(path), names[2].of(iface), names[3].of(method));
        if (msg == null) throw new Unusable("libdbus could not make a message");
        try {
            if (!args.isEmpty()) codec.append(msg, args);
            pendingOut.setPointer(0, null);
            Pointer pending;
            if (!dbus.dbus_connection_send_with_reply(bus.equals(appBus) ? appConnection : connection, msg, pendingOut, timeoutMillis) || (pending = pendingOut.getPointer(0)) == null)
                throw new Unusable("the accessibility bus connection is closed");
            inFlight.add(new Pending(pending, what, onReply));
            requests++;
        } finally {
            dbus.dbus_message_unref(msg);
        }
    }

    /**
     * A name's NUL-terminated UTF-8 in a native buffer reused from call to call (libdbus copies it into the message):
     * one reader thread, and a native string per argument would be four allocations per request for JNA's cleaner.
     */
    private static final class NativeName {
        private com.sun.jna.Memory buffer = new com.sun.jna.Memory(256);
        private String held;

        Pointer of(String name) {
            if (name.equals(held)) return buffer;
            byte[] bytes = name.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            if (bytes.length + 1 > buffer.size()) {
                buffer.close();
                buffer = new com.sun.jna.Memory(Math.max(bytes.length + 1, buffer.size() * 2));
            }
            buffer.write(0, bytes, 0, bytes.length);
            buffer.setByte(bytes.length, (byte) 0);
            held = name;
            return buffer;
        }
    }

    private final NativeName[] names = {new NativeName(), new NativeName(), new NativeName(), new NativeName()};
    private final com.sun.jna.Memory pendingOut = new com.sun.jna.Memory(8);

    private void drain() {
        if (!inFlight.isEmpty()) {
            dbus.dbus_connection_flush(connection);
            if (appConnection != null) dbus.dbus_connection_flush(appConnection);
        }
        while (!inFlight.isEmpty()) {
            Pending p = inFlight.poll();
            Object value;
            try {
                value = take(p);
            } catch (RuntimeException e) {
                abandonAll();
                throw e;
            }
            p.onReply.accept(value);
        }
    }

    private Object take(Pending p) {
        dbus.dbus_pending_call_block(p.call);
        Pointer reply = dbus.dbus_pending_call_steal_reply(p.call);
        dbus.dbus_pending_call_unref(p.call);
        if (reply == null) throw new Unusable(p.what + ": no reply");
        try {
            if (dbus.dbus_message_get_type(reply) == DBus.MESSAGE_TYPE_ERROR) {
                String error = dbus.dbus_message_get_error_name(reply);
                if (error != null && (error.endsWith(".NoReply") || error.endsWith(".Timeout") || error.endsWith(".TimedOut")))
                    throw new BridgeException(BridgeError.TIMEOUT, p.what + ": " + error, "org.freedesktop.DBus.Error", 0, null);
                throw new Unusable(p.what + ": " + error);
            }
            return codec.body(reply);
        } finally {
            dbus.dbus_message_unref(reply);
        }
    }

    private void abandonAll() {
        while (!inFlight.isEmpty()) {
            Pending p = inFlight.poll();
            dbus.dbus_pending_call_block(p.call);
            Pointer reply = dbus.dbus_pending_call_steal_reply(p.call);
            if (reply != null) dbus.dbus_message_unref(reply);
            dbus.dbus_pending_call_unref(p.call);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object o) {
        if (o instanceof List<?> l) return (List<Object>) l;
        throw new Unusable("expected a list, got " + o);
    }

    /** a{sv} as a map. */
    private static Map<String, Object> dict(Object o) {
        Map<String, Object> map = new HashMap<>();
        for (Object entry : list(o)) {
            List<Object> kv = list(entry);
            map.put((String) kv.get(0), kv.get(1));
        }
        return map;
    }

    private static String str(Object o) {
        return o instanceof String s ? s : "";
    }

    private Set<String> states(List<Object> words) {
        Set<String> out = new HashSet<>();
        for (int w = 0; w < words.size(); w++) {
            long bits = ((Number) words.get(w)).longValue();
            for (int b = 0; b < 32; b++) if ((bits & (1L << b)) != 0) out.add(stateNick.apply(w * 32 + b));
        }
        return out;
    }
}
