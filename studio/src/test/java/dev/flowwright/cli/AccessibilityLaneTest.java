package dev.flowwright.cli;

import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;
import org.junit.platform.suite.api.SuiteDisplayName;

/**
 * The accessibility lane: the command-line runs on real desktop programs, which need the display, its
 * keyboard focus and the AT-SPI bus to themselves — a window another test opens would take the focus from
 * the program a run types into, and a calculator another test starts could be the one a test kills. They
 * run one after another, as this one suite, in one of the studio's test forks while the other forks drive
 * headless Chromium (the studio POM: alphabetical order hands this suite out first, so its minutes overlap
 * the browser classes). Never in a JVM where JavaFX has loaded GTK: libatspi aborts there (SIGABRT), which
 * is why the window tests have an execution of their own. The class-name patterns here are the ones the
 * studio POM leaves out of its forks: a new {@code Desktop…RunsTest} joins the lane by its name.
 *
 * <p>One class of the lane alone: {@code ./test -pl studio -am -Dtest=DesktopDevSetRunsTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Suite
@SuiteDisplayName("the accessibility lane: desktop runs on the display and the AT-SPI bus")
@SelectPackages("dev.flowwright.cli")
@IncludeClassNamePatterns({".*\\.Desktop\\w*RunsTest", ".*\\.DesktopGoneTest", ".*\\.AccessibilityBusGoneTest"})
class AccessibilityLaneTest {
}
