"""The development set's window into LibreOffice from outside the run (UNO over a named pipe): opens a
case's document, reads back what the run left (a cell's shown value, a document's text, whether it has
unsaved changes), and closes every document without saving before the next case. Run with Debian's
/usr/bin/python3 (python3-uno). One command per call; prints one JSON object; exit 1 with a line on stderr
when LibreOffice does not answer."""
import json
import sys
import time

import uno
from com.sun.star.beans import PropertyValue


def connect(pipe, wait):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    deadline = time.time() + wait
    while True:
        try:
            ctx = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
            return ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
        except Exception:
            if time.time() > deadline:
                raise
            time.sleep(0.2)


def documents(desktop):
    out = []
    e = desktop.getComponents().createEnumeration()
    while e.hasMoreElements():
        out.append(e.nextElement())
    return out


def describe(doc):
    d = {"url": doc.getURL() if hasattr(doc, "getURL") else "", "modified": bool(doc.isModified()) if hasattr(doc, "isModified") else False}
    if doc.supportsService("com.sun.star.sheet.SpreadsheetDocument"):
        sheet = doc.getCurrentController().getActiveSheet()
        cells = {}
        cursor = sheet.createCursor()
        cursor.gotoEndOfUsedArea(False)
        end = cursor.getRangeAddress()
        for r in range(0, min(end.EndRow, 200) + 1):
            for c in range(0, min(end.EndColumn, 52) + 1):
                cell = sheet.getCellByPosition(c, r)
                if cell.getString() != "" or cell.getFormula() != "":
                    name = cell.AbsoluteName.split(".")[-1].replace("$", "")
                    cells[name] = {"shown": cell.getString(), "formula": cell.getFormula()}
        d["kind"] = "sheet"
        d["cells"] = cells
    elif doc.supportsService("com.sun.star.text.TextDocument"):
        d["kind"] = "text"
        d["text"] = doc.getText().getString()
    return d


def main():
    pipe, command = sys.argv[1], sys.argv[2]
    desktop = connect(pipe, float(sys.argv[3]) if command == "wait" and len(sys.argv) > 3 else 5)
    if command == "wait":
        print(json.dumps({"ok": True}))
    elif command == "state":
        print(json.dumps({"documents": [describe(d) for d in documents(desktop)]}))
    elif command == "open":
        # the new document first, then every other one closed unsaved: LibreOffice quits when its last one closes
        url = uno.systemPathToFileUrl(sys.argv[3])
        others = documents(desktop)
        opened = desktop.loadComponentFromURL(url, "_blank", 0, ())
        # with no window manager a window opened this way is a few pixels wide: give it the screen
        window = opened.getCurrentController().getFrame().getContainerWindow()
        width, height = (int(v) for v in (sys.argv[4] if len(sys.argv) > 4 else "1600x1000").split("x"))
        window.setPosSize(0, 0, width, height, 15)
        for d in others:
            if d != opened:
                d.setModified(False)
                d.close(True)
        print(json.dumps({"ok": True, "closed": len(others)}))
    elif command == "mark":
        # unsaved work a run must never throw away: a word written into the open document, not saved
        for d in documents(desktop):
            if d.supportsService("com.sun.star.sheet.SpreadsheetDocument"):
                d.getCurrentController().getActiveSheet().getCellRangeByName(sys.argv[4]).setString(sys.argv[3])
            elif d.supportsService("com.sun.star.text.TextDocument"):
                text = d.getText()
                text.insertString(text.getEnd(), "\n" + sys.argv[3], False)
        print(json.dumps({"ok": True}))
    elif command == "close-all":
        closed = 0
        for d in documents(desktop):
            try:
                d.setModified(False)
                d.close(True)
                closed += 1
            except Exception as e:
                print(json.dumps({"ok": False, "error": str(e)}))
                sys.exit(1)
        print(json.dumps({"ok": True, "closed": closed}))
    else:
        print("unknown command " + command, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    try:
        main()
    except Exception as e:
        print("LibreOffice did not answer: %s" % e, file=sys.stderr)
        sys.exit(1)
