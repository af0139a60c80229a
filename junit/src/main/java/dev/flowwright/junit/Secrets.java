package dev.flowwright.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a method of the test class (static, or an instance method; no parameters) that returns a
 * {@code Map<String, String>} of the values the recipes name: {@code ${secrets.password}} takes the entry
 * {@code password}, {@code ${site}} the entry {@code site}. It is called once, before the recipes replay,
 * so it can read a vault or a server started in {@code @BeforeAll}. Its entries win over system properties
 * ({@code -Dflowwright.fact.NAME=…}) and environment variables ({@code FLOWWRIGHT_SECRET_NAME}); every
 * value is masked in every test name, message and report (docs/junit.md#secrets-and-values).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Secrets {
}
