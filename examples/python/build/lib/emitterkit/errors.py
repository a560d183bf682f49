"""The exceptions the bindings raise."""


class EmitterKitError(Exception):
    """A call into libemitterkit.so failed; `message` is the library's own (key path, value,
    allowed range for bad input), `status` its ek_status code and `status_name` the constant's name."""

    def __init__(self, message, status=None, status_name=None):
        super().__init__(f"{status_name}: {message}" if status_name else message)
        self.message = message
        self.status = status
        self.status_name = status_name


class LibraryNotFoundError(EmitterKitError):
    """libemitterkit.so could not be found or loaded; the message says how to build and install it."""
