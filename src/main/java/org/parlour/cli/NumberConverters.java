package org.parlour.cli;

import java.math.BigInteger;
import picocli.CommandLine;

/**
 * The command line's number options and parameters, read with a plain person's words when they
 * are not numbers: {@code 'abc' is not a whole number} where picocli said {@code 'abc' is not an
 * int} (a new user's trial), and {@code '99999999999' is not a whole number from -2147483648 to
 * 2147483647} where it said the same of a number too large for its type. Decimal digits only, with
 * an optional sign (picocli's own converters also took {@code 0x10} and {@code 010} as 16 and 8).
 * The texts are English, as picocli's: {@link ParseErrors} says them again in French.
 */
final class NumberConverters {
    private NumberConverters() {
    }

    /**
     * Registers the converters of int and long (and their boxes) with {@code cl} and its subcommands
     * (a number of seconds, a double, keeps picocli's: the command says what it expects of it).
     */
    static void register(CommandLine cl) {
        CommandLine.ITypeConverter<Integer> ints = s -> whole(s, Integer.MIN_VALUE, Integer.MAX_VALUE).intValue();
        CommandLine.ITypeConverter<Long> longs = s -> whole(s, Long.MIN_VALUE, Long.MAX_VALUE).longValue();
        cl.registerConverter(Integer.class, ints);
        cl.registerConverter(Integer.TYPE, ints);
        cl.registerConverter(Long.class, longs);
        cl.registerConverter(Long.TYPE, longs);
    }

    /**
     * An int option whose command checks its own range and says it ({@code --chapter}, {@code
     * --proof}, perft's depth...): a whole number beyond an int is read as {@link Integer#MAX_VALUE}
     * or {@link Integer#MIN_VALUE}, out of every such range, so that the command's own message
     * names the option's range ({@code --chapter 99999999999999999999: the file has 10 chapters
     * (choose 1 to 10)}) where picocli's int said {@code from -2147483648 to 2147483647} (a new
     * user's trial). The command prints the number as typed ({@link Subcommand#typed}). Not a
     * number: the same error as {@link #register}'s.
     */
    static final class Clamped implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String s) {
            return whole(s, Long.MIN_VALUE, Long.MAX_VALUE, true)
                    .max(BigInteger.valueOf(Integer.MIN_VALUE)).min(BigInteger.valueOf(Integer.MAX_VALUE)).intValue();
        }
    }

    /** Whether {@code typed}, read by {@link Clamped} as {@code value}, was a number beyond an int. */
    static boolean clamped(String typed, int value) {
        try {
            return !new BigInteger(typed.strip()).equals(BigInteger.valueOf(value));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static BigInteger whole(String s, long min, long max) {
        return whole(s, min, max, false);
    }

    private static BigInteger whole(String s, long min, long max, boolean anySize) {
        BigInteger n;
        try {
            n = new BigInteger(s.strip());
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + s + "' is not a whole number");
        }
        if (!anySize && (n.compareTo(BigInteger.valueOf(min)) < 0 || n.compareTo(BigInteger.valueOf(max)) > 0)) {
            throw new CommandLine.TypeConversionException("'" + s + "' is not a whole number from " + min + " to " + max);
        }
        return n;
    }
}
