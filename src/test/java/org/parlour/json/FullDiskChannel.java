package org.parlour.json;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * A file channel on a disk with room for {@code capacity} bytes of this file: a write that would
 * make the file longer fails as the system does on a full disk ("No space left on device"),
 * after writing what fits. Every other call goes to the real channel.
 */
final class FullDiskChannel extends FileChannel {
    private final FileChannel real;
    private final long capacity;

    FullDiskChannel(FileChannel real, long capacity) {
        this.real = real;
        this.capacity = capacity;
    }

    @Override
    public int write(ByteBuffer src, long position) throws IOException {
        long room = capacity - position;
        if (room < src.remaining()) {
            if (room > 0) {
                ByteBuffer part = src.duplicate();
                part.limit(part.position() + (int) room);
                real.write(part, position);
            }
            throw new IOException("No space left on device");
        }
        return real.write(src, position);
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        int n = write(src.duplicate(), real.position());
        src.position(src.position() + n);
        real.position(real.position() + n);
        return n;
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        long n = 0;
        for (int i = offset; i < offset + length; i++) {
            n += write(srcs[i]);
        }
        return n;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        return real.read(dst);
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        return real.read(dsts, offset, length);
    }

    @Override
    public int read(ByteBuffer dst, long position) throws IOException {
        return real.read(dst, position);
    }

    @Override
    public long position() throws IOException {
        return real.position();
    }

    @Override
    public FileChannel position(long newPosition) throws IOException {
        real.position(newPosition);
        return this;
    }

    @Override
    public long size() throws IOException {
        return real.size();
    }

    @Override
    public FileChannel truncate(long size) throws IOException {
        real.truncate(size);
        return this;
    }

    @Override
    public void force(boolean metaData) throws IOException {
        real.force(metaData);
    }

    @Override
    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        return real.transferTo(position, count, target);
    }

    @Override
    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        throw new UnsupportedOperationException();
    }

    @Override
    public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        throw new UnsupportedOperationException();
    }

    @Override
    public FileLock lock(long position, long size, boolean shared) throws IOException {
        return real.lock(position, size, shared);
    }

    @Override
    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        return real.tryLock(position, size, shared);
    }

    @Override
    protected void implCloseChannel() throws IOException {
        real.close();
    }
}
