/* The limit liveplot is measured against: read(2) in 64 KiB chunks, memchr for line ends, and a
 * hand-written decimal parser (integers, decimals, signs, exponents). Prints the count and sum so the
 * work cannot be optimised away. Build: cc -O2 -o reader reader.c */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

static int parse(const char *p, const char *end, double *out) {
    int negative = 0, digits = 0, exponent = 0;
    unsigned long long mantissa = 0;
    if (p < end && (*p == '-' || *p == '+')) negative = *p++ == '-';
    for (; p < end && *p >= '0' && *p <= '9'; p++, digits++) mantissa = mantissa * 10 + (*p - '0');
    if (p < end && *p == '.')
        for (p++; p < end && *p >= '0' && *p <= '9'; p++, digits++, exponent--) mantissa = mantissa * 10 + (*p - '0');
    if (!digits) return 0;
    if (p < end && (*p == 'e' || *p == 'E')) {
        int sign = 1, value = 0;
        p++;
        if (p < end && (*p == '-' || *p == '+')) sign = *p++ == '-' ? -1 : 1;
        for (; p < end && *p >= '0' && *p <= '9'; p++) value = value * 10 + (*p - '0');
        exponent += sign * value;
    }
    double v = (double)mantissa;
    if (exponent < 0) v /= powers[-exponent > 22 ? 22 : -exponent]; else v *= powers[exponent > 22 ? 22 : exponent];
    *out = negative ? -v : v;
    return 1;
}

int main(void) {
    static char buffer[65536 * 2];
    size_t kept = 0, count = 0;
    double sum = 0, value;
    for (;;) {
        ssize_t n = read(0, buffer + kept, 65536);
        if (n <= 0) break;
        char *p = buffer, *end = buffer + kept + n, *nl;
        while ((nl = memchr(p, '\n', end - p))) {
            if (parse(p, nl, &value)) { sum += value; count++; }
            p = nl + 1;
        }
        kept = end - p;
        memmove(buffer, p, kept);
    }
    if (kept && parse(buffer, buffer + kept, &value)) { sum += value; count++; }
    printf("%zu %g\n", count, sum);
    return 0;
}
