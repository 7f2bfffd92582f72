"""WhiteNoise's static files, without turning every request into a sync one.

WhiteNoise's middleware is sync only. Django then runs the whole chain under ASGI through a worker
thread and back for every request, the chat's streams included: two thread hops and a thread held
until the view returns, paid on the event loop that also carries every open stream. This one serves
a static file exactly as WhiteNoise does and awaits the rest of the chain for anything else.
"""

from __future__ import annotations

from asgiref.sync import iscoroutinefunction, markcoroutinefunction, sync_to_async
from whitenoise.middleware import WhiteNoiseMiddleware


class StaticFiles(WhiteNoiseMiddleware):
    async_capable = True
    sync_capable = True

    def __init__(self, get_response=None, **kwargs) -> None:
        super().__init__(get_response, **kwargs)
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request):
        if self.is_async:
            return self.__acall__(request)
        return super().__call__(request)

    async def __acall__(self, request):
        if self.autorefresh:  # development: looks at the disk
            static_file = await sync_to_async(self.find_file)(request.path_info)
        else:
            static_file = self.files.get(request.path_info)
        if static_file is not None:
            return await sync_to_async(self.serve)(static_file, request)  # opens the file
        return await self.get_response(request)
