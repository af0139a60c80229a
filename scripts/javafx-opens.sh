# The JavaFX packages ControlsFX reaches into (sourced, not run): opened and exported to the class path by
# ./flowwright when JavaFX is on the module path, and written into the packaged launcher's options by
# scripts/package.sh, where JavaFX is linked into the runtime (docs/packaging.md#what-is-inside).
FW_JAVAFX_OPENS=(
  javafx.base/com.sun.javafx.event javafx.base/com.sun.javafx.collections javafx.base/com.sun.javafx.runtime
  javafx.graphics/com.sun.javafx.scene javafx.graphics/com.sun.javafx.scene.traversal javafx.graphics/com.sun.javafx.css
  javafx.graphics/com.sun.javafx.util javafx.controls/com.sun.javafx.scene.control
  javafx.controls/com.sun.javafx.scene.control.behavior javafx.controls/com.sun.javafx.scene.control.inputmap
  javafx.controls/javafx.scene.control.skin
)
