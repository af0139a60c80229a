package dev.flowwright.runtime.surface;

public enum ScrollDirection { UP, DOWN, LEFT, RIGHT }
