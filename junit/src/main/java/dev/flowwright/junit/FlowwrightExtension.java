package dev.flowwright.junit;

import dev.flowwright.runtime.decide.DeciderSetupException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.HierarchyTraversalMode;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JUnit 5 extension behind {@link FlowwrightRecipes}: gives a test factory its {@link RecipeSuite}, built
 * from the annotation, the system properties that override it, and the values the recipes name (environment,
 * system properties, {@link Secrets} methods). One Chromium serves every recipe class of the test JVM; it is
 * closed when the JVM's tests end.
 */
public final class FlowwrightExtension implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(FlowwrightExtension.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == RecipeSuite.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> testClass = context.getRequiredTestClass();
        FlowwrightRecipes recipes = annotation(testClass).orElseThrow(() -> new ParameterResolutionException(
                testClass.getName() + " replays no recipes: annotate it with @FlowwrightRecipes(\"src/test/recipes\") (docs/junit.md)"));
        SuiteSettings settings;
        try {
            settings = SuiteSettings.of(recipes, context::getConfigurationParameter, System.getProperties(), System.getenv());
        } catch (IllegalArgumentException | DeciderSetupException e) {
            throw new ParameterResolutionException(testClass.getSimpleName() + ": " + e.getMessage(), e);
        }
        Map<String, String> values = SuiteSettings.values(System.getenv(), System.getProperties());
        values.putAll(provided(testClass, context.getTestInstance()));
        SharedBrowser browser = context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent(SharedBrowser.class, k -> new SharedBrowser(), SharedBrowser.class);
        return new RecipeSuite(testClass.getSimpleName(), settings, values, browser);
    }

    private static Optional<FlowwrightRecipes> annotation(Class<?> testClass) {
        for (Class<?> c = testClass; c != null; c = c.getEnclosingClass()) {
            Optional<FlowwrightRecipes> found = AnnotationSupport.findAnnotation(c, FlowwrightRecipes.class);
            if (found.isPresent()) return found;
        }
        return Optional.empty();
    }

    /** What the class's {@link Secrets} methods return, in declaration order (a later method wins on the same name). */
    static Map<String, String> provided(Class<?> testClass, Optional<Object> instance) {
        Map<String, String> values = new LinkedHashMap<>();
        List<Method> methods = AnnotationSupport.findAnnotatedMethods(testClass, Secrets.class, HierarchyTraversalMode.TOP_DOWN);
        for (Method m : methods) {
            String where = testClass.getSimpleName() + "." + m.getName() + "()";
            if (m.getParameterCount() != 0) throw new ParameterResolutionException("@Secrets " + where + " must take no parameters");
            if (!Map.class.isAssignableFrom(m.getReturnType())) throw new ParameterResolutionException("@Secrets " + where + " must return a Map<String, String>");
            boolean isStatic = Modifier.isStatic(m.getModifiers());
            if (!isStatic && instance.isEmpty()) throw new ParameterResolutionException("@Secrets " + where + " must be static here (no test instance yet)");
            Object returned;
            try {
                m.setAccessible(true);
                returned = m.invoke(isStatic ? null : instance.get());
            } catch (ReflectiveOperationException | RuntimeException e) {
                Throwable cause = e instanceof java.lang.reflect.InvocationTargetException ite && ite.getCause() != null ? ite.getCause() : e;
                throw new ParameterResolutionException("@Secrets " + where + " failed: " + cause, cause);
            }
            if (returned == null) continue;
            for (Map.Entry<?, ?> e : ((Map<?, ?>) returned).entrySet()) {
                if (e.getKey() == null || e.getValue() == null) {
                    throw new ParameterResolutionException("@Secrets " + where + " returned a null name or value" + (e.getKey() == null ? "" : " for " + e.getKey()));
                }
                values.put(e.getKey().toString(), e.getValue().toString());
            }
        }
        return values;
    }
}
