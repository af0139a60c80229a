package dev.flowwright.runtime.decide.offline;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** all-MiniLM-L6-v2 (quantised, ONNX, in-process) cosine similarity, each text embedded once. */
final class MiniLmSemantic implements Semantic {
    private final EmbeddingModel model = new AllMiniLmL6V2QuantizedEmbeddingModel();
    private final Map<String, float[]> cache = new ConcurrentHashMap<>();

    @Override
    public double similarity(String goal, String text) {
        float[] a = vector(goal);
        float[] b = vector(text);
        double dot = 0, na = 0, nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }

    float[] vector(String text) {
        return cache.computeIfAbsent(text.isBlank() ? "-" : text, t -> model.embed(t).content().vector());
    }

    void clear() { cache.clear(); }
}
