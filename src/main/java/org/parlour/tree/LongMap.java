package org.parlour.tree;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.BiConsumer;

/**
 * A persistent (immutable, structurally shared) map from {@code long} keys to values: a hash
 * array mapped trie (Bagwell 2001) that uses the key's own bits, five per level from the lowest.
 * Keys issued one after another (node ids) fill the trie densely, so a map of 100,000 entries is
 * four levels deep.
 *
 * <p>Complexity: {@link #get}, {@link #put} and {@link #remove} are O(log32 n) and copy at most
 * one 32-slot array per level; {@link #forEach} is O(n). Distinct keys always part within 13
 * levels (64 bits), so no collision lists are needed.
 *
 * <p>Memory: a {@link Node} stored under its own id sits in its slot as it is; any other value
 * gets a small key-value entry. A map of n dense keys costs about 5 bytes per entry of trie
 * (docs/benchmarks.md, "Scale").
 *
 * @param <V> the value type (non-null)
 */
final class LongMap<V> {
    private static final int BITS = 5;
    private static final int MASK = (1 << BITS) - 1;
    private static final LongMap<Object> EMPTY = new LongMap<>(new Trie(0, new Object[0]), 0);

    private final Trie root;
    private final int size;

    private LongMap(Trie root, int size) {
        this.root = root;
        this.size = size;
    }

    @SuppressWarnings("unchecked")
    static <V> LongMap<V> empty() {
        return (LongMap<V>) EMPTY;
    }

    /**
     * A map with these entries, built in one pass without intermediate copies: O(n), for bulk
     * loading (reading a file).
     */
    static <V> LongMap<V> of(java.util.Map<Long, V> entries) {
        if (entries.isEmpty()) {
            return empty();
        }
        Object[] all = new Object[entries.size()];
        int i = 0;
        for (java.util.Map.Entry<Long, V> e : entries.entrySet()) {
            all[i++] = slot(e.getKey(), java.util.Objects.requireNonNull(e.getValue()));
        }
        return new LongMap<>(build(all, 0, all.length, 0), all.length);
    }

    /**
     * A map of these nodes, each under its own id (ids distinct), built without sorting: O(n)
     * with one transient 32-slot array per trie node. For bulk-built trees.
     */
    static LongMap<Node> ofNodes(Node[] nodes, int count) {
        if (count == 0) {
            return empty();
        }
        Object[] top = new Object[1 << BITS];
        for (int i = 0; i < count; i++) {
            Node n = nodes[i];
            Object[] level = top;
            int shift = 0;
            while (true) {
                int slot = (int) ((n.id() >>> shift) & MASK);
                Object o = level[slot];
                if (o == null) {
                    level[slot] = n;
                    break;
                }
                if (o instanceof Object[] sub) {
                    level = sub;
                    shift += BITS;
                    continue;
                }
                Node old = (Node) o;
                if (old.id() == n.id()) {
                    throw new IllegalArgumentException("id " + n.id() + " twice");
                }
                Object[] sub = new Object[1 << BITS];
                sub[(int) ((old.id() >>> (shift + BITS)) & MASK)] = old;
                level[slot] = sub;
                level = sub;
                shift += BITS;
            }
        }
        return new LongMap<>(compact(top), count);
    }

    /** The trie of a full 32-slot array (nested arrays for sub-tries). Recursion is at most 13 deep. */
    private static Trie compact(Object[] full) {
        int bitmap = 0;
        int count = 0;
        for (int i = 0; i < full.length; i++) {
            if (full[i] != null) {
                bitmap |= 1 << i;
                count++;
            }
        }
        Object[] slots = new Object[count];
        int k = 0;
        for (Object o : full) {
            if (o != null) {
                slots[k++] = o instanceof Object[] sub ? compact(sub) : o;
            }
        }
        return new Trie(bitmap, slots);
    }

    /** The trie for {@code all[from, to)} at {@code shift}; sorts that range by its slot bits. */
    private static Trie build(Object[] all, int from, int to, int shift) {
        java.util.Arrays.sort(all, from, to, java.util.Comparator.comparingInt(e -> (int) ((keyOf(e) >>> shift) & MASK)));
        int bitmap = 0;
        java.util.List<Object> slots = new java.util.ArrayList<>();
        int i = from;
        while (i < to) {
            int slot = (int) ((keyOf(all[i]) >>> shift) & MASK);
            int j = i + 1;
            while (j < to && (int) ((keyOf(all[j]) >>> shift) & MASK) == slot) {
                j++;
            }
            bitmap |= 1 << slot;
            slots.add(j - i == 1 ? all[i] : build(all, i, j, shift + BITS));
            i = j;
        }
        return new Trie(bitmap, slots.toArray());
    }

    int size() {
        return size;
    }

    /** The value for {@code key}, or {@code null} when absent. */
    @SuppressWarnings("unchecked")
    V get(long key) {
        Trie t = root;
        int shift = 0;
        while (true) {
            int bit = 1 << (int) ((key >>> shift) & MASK);
            if ((t.bitmap & bit) == 0) {
                return null;
            }
            Object o = t.slots[Integer.bitCount(t.bitmap & (bit - 1))];
            if (o instanceof Trie sub) {
                t = sub;
                shift += BITS;
            } else {
                return keyOf(o) == key ? (V) valueOf(o) : null;
            }
        }
    }

    /** This map with {@code key} bound to {@code value}. */
    LongMap<V> put(long key, V value) {
        if (value == null) {
            throw new NullPointerException("value");
        }
        boolean[] added = new boolean[1];
        Trie t = put(root, 0, key, slot(key, value), added);
        return new LongMap<>(t, size + (added[0] ? 1 : 0));
    }

    private static Trie put(Trie t, int shift, long key, Object e, boolean[] added) {
        int bit = 1 << (int) ((key >>> shift) & MASK);
        int idx = Integer.bitCount(t.bitmap & (bit - 1));
        if ((t.bitmap & bit) == 0) {
            Object[] slots = new Object[t.slots.length + 1];
            System.arraycopy(t.slots, 0, slots, 0, idx);
            slots[idx] = e;
            System.arraycopy(t.slots, idx, slots, idx + 1, t.slots.length - idx);
            added[0] = true;
            return new Trie(t.bitmap | bit, slots);
        }
        Object o = t.slots[idx];
        Object replacement;
        if (o instanceof Trie sub) {
            replacement = put(sub, shift + BITS, key, e, added);
        } else {
            if (keyOf(o) == key) {
                replacement = e;
            } else {
                Trie pair = put(put(new Trie(0, new Object[0]), shift + BITS, keyOf(o), o, new boolean[1]), shift + BITS, key, e, added);
                replacement = pair;
            }
        }
        Object[] slots = t.slots.clone();
        slots[idx] = replacement;
        return new Trie(t.bitmap, slots);
    }

    /** This map without {@code key} (the same map when absent). */
    LongMap<V> remove(long key) {
        if (get(key) == null) {
            return this;
        }
        return new LongMap<>((Trie) remove(root, 0, key), size - 1);
    }

    /** The new trie; below the root, a single Entry when only one is left, or null when none is. */
    private static Object remove(Trie t, int shift, long key) {
        int bit = 1 << (int) ((key >>> shift) & MASK);
        int idx = Integer.bitCount(t.bitmap & (bit - 1));
        Object o = t.slots[idx];
        Object replacement = o instanceof Trie sub ? remove(sub, shift + BITS, key) : null;
        Object[] slots;
        int bitmap = t.bitmap;
        if (replacement == null) {
            slots = new Object[t.slots.length - 1];
            System.arraycopy(t.slots, 0, slots, 0, idx);
            System.arraycopy(t.slots, idx + 1, slots, idx, t.slots.length - idx - 1);
            bitmap &= ~bit;
        } else {
            slots = t.slots.clone();
            slots[idx] = replacement;
        }
        if (shift > 0 && slots.length == 1 && !(slots[0] instanceof Trie)) {
            return slots[0];
        }
        if (shift > 0 && slots.length == 0) {
            return null;
        }
        return new Trie(bitmap, slots);
    }

    /**
     * True when both maps hold the same keys with equal values. Sub-tries that both maps share
     * (all but the copied paths, when one map is an edit of the other) are skipped without a look,
     * so comparing a map with an edited copy costs O(changed entries x log32 n); maps built apart
     * are compared entry by entry, O(n log32 n). No recursion deeper than the trie (13 levels).
     */
    boolean sameEntries(LongMap<?> other) {
        if (this == other || root == other.root) {
            return true;
        }
        if (size != other.size) {
            return false;
        }
        Boolean quick = same(root, other.root);
        if (quick != null) {
            return quick;
        }
        boolean[] equal = {true};
        forEach((k, v) -> {
            if (equal[0] && !v.equals(other.get(k))) {
                equal[0] = false;
            }
        });
        return equal[0];
    }

    /** Compares two tries slot by slot; null when their shapes differ (then the caller compares entries). */
    private static Boolean same(Trie a, Trie b) {
        if (a == b) {
            return true;
        }
        if (a.bitmap != b.bitmap) {
            return null;
        }
        for (int i = 0; i < a.slots.length; i++) {
            Object x = a.slots[i];
            Object y = b.slots[i];
            if (x == y) {
                continue;
            }
            if (x instanceof Trie tx && y instanceof Trie ty) {
                Boolean s = same(tx, ty);
                if (s == null || !s) {
                    return s;
                }
            } else if (!(x instanceof Trie) && !(y instanceof Trie)) {
                if (keyOf(x) != keyOf(y)) {
                    return null;
                }
                if (!valueOf(x).equals(valueOf(y))) {
                    return false;
                }
            } else {
                return null;
            }
        }
        return true;
    }

    /** Calls {@code action} for every entry, in no particular order. O(n), no recursion. */
    @SuppressWarnings("unchecked")
    void forEach(BiConsumer<Long, V> action) {
        Deque<Trie> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            for (Object o : stack.pop().slots) {
                if (o instanceof Trie sub) {
                    stack.push(sub);
                } else {
                    action.accept(keyOf(o), (V) valueOf(o));
                }
            }
        }
    }

    private record Entry(long key, Object value) {
    }

    /** The slot for {@code key -> value}: the value itself when it is a node under its own id. */
    private static Object slot(long key, Object value) {
        return value instanceof Node n && n.id() == key ? value : new Entry(key, value);
    }

    /** The key of a leaf slot (an entry or a bare node). */
    private static long keyOf(Object leaf) {
        return leaf instanceof Entry e ? e.key : ((Node) leaf).id();
    }

    /** The value of a leaf slot (an entry or a bare node). */
    private static Object valueOf(Object leaf) {
        return leaf instanceof Entry e ? e.value : leaf;
    }

    private static final class Trie {
        final int bitmap;
        final Object[] slots;

        Trie(int bitmap, Object[] slots) {
            this.bitmap = bitmap;
            this.slots = slots;
        }
    }
}
