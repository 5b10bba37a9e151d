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

    private static BigInteger whole(String s, long min, long max) {
        BigInteger n;
        try {
            n = new BigInteger(s.strip());
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + s + "' is not a whole number");
        }
        if (n.compareTo(BigInteger.valueOf(min)) < 0 || n.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new CommandLine.TypeConversionException("'" + s + "' is not a whole number from " + min + " to " + max);
        }
        return n;
    }
}
