#ifndef STATESPEC_DIGEST_H
#define STATESPEC_DIGEST_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the SHA extensions `statespec_sha256_compress` needs (x86-64 SHA-NI
/// with SSSE3 and SSE4.1). Always 0 on other processors, where Swift's own compression runs.
int statespec_sha256_accelerated(void);

/// The 64 round constants of SHA-256, for both compressions.
extern const uint32_t *const statespec_sha256_round_constants;

/// Compresses `blocks` 64-byte blocks at `message` into the eight state words `state`
/// (a, b, …, h, as FIPS 180-4 names them). Call only when `statespec_sha256_accelerated()` is 1.
void statespec_sha256_compress(uint32_t state[8], const uint8_t *message, size_t blocks);

#endif
