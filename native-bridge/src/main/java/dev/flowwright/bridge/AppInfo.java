package dev.flowwright.bridge;

/** An application registered with the platform's accessibility service. */
public record AppInfo(String name, int pid, int windowCount) {}
